import type { AuctionId } from '@gavel/domain'
import { messageOf, RequestCanceled } from '@gavel/domain'
import {
  type EvidenceItem,
  type EvidenceUpload,
  EvidenceUploads,
  evidenceReducer,
  evidenceRefusal,
} from '@gavel/domain/areas/postSale'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { useService } from '../../../services/ServicesProvider'

/** A canceled upload says so (it may be retried or removed); any other failure says why. */
const failureText = (error: unknown): string => (error instanceof RequestCanceled ? UPLOAD_CANCELED : messageOf(error))

export const UPLOAD_CANCELED = 'Upload canceled.'

/**
 * The complaint's evidence files: each uploads on its own with its progress; cancel, retry or remove one file
 * without touching the others (ADR 0029 uploads). Refused files (type, size) never leave the browser.
 */
export const useEvidence = (auctionId: AuctionId) => {
  const uploads = useService(EvidenceUploads)
  const [items, dispatch] = useReducer(evidenceReducer, [] as readonly EvidenceItem[])
  const files = useRef(new Map<string, File>())
  const running = useRef(new Map<string, EvidenceUpload>())
  const seq = useRef(0)

  const start = useCallback(
    (id: string, file: File) => {
      const upload = uploads.upload(auctionId, file, (fraction) => dispatch({ type: 'progress', id, fraction }))
      running.current.set(id, upload)
      void upload.done
        .then(
          ({ fileKey }) => dispatch({ type: 'uploaded', id, fileKey }),
          (error: unknown) => dispatch({ type: 'failed', id, error: failureText(error) }),
        )
        .finally(() => running.current.delete(id))
    },
    [uploads, auctionId],
  )

  const add = useCallback(
    (picked: readonly File[]) => {
      for (const file of picked) {
        seq.current += 1
        const id = `evidence-${seq.current}`
        const refusal = evidenceRefusal(file)
        if (refusal !== null) {
          dispatch({ type: 'refused', id, name: file.name, reason: refusal })
          continue
        }
        files.current.set(id, file)
        dispatch({ type: 'added', id, name: file.name })
        start(id, file)
      }
    },
    [start],
  )

  const cancel = useCallback((id: string) => running.current.get(id)?.cancel(), [])
  const retry = useCallback(
    (id: string) => {
      const file = files.current.get(id)
      if (file === undefined) return
      dispatch({ type: 'retried', id })
      start(id, file)
    },
    [start],
  )
  const remove = useCallback((id: string) => {
    running.current.get(id)?.cancel()
    files.current.delete(id)
    dispatch({ type: 'removed', id })
  }, [])

  useEffect(() => {
    const inFlight = running.current
    return () => {
      for (const upload of inFlight.values()) upload.cancel()
    }
  }, [])

  return { items, add, cancel, retry, remove }
}
