import { messageOf } from '@gavel/domain'
import {
  GatePassUploads,
  gatePassFileRefusal,
  type PickedFile,
  type TransportJobDetail,
  TransportJobs,
} from '@gavel/domain/areas/transport'
import { useState } from 'react'
import { useService } from '../../../services/ServicesProvider'

export type GatePassPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'uploading'; readonly fileName: string; readonly fraction: number }
  | { readonly kind: 'removing' }

/**
 * A job's gate pass (marketplace §4, §7): upload (multipart, with progress), then set on the job; or remove it.
 * The error is stored and cleared before the next attempt; a refused file is refused before sending.
 */
export const useGatePass = (job: TransportJobDetail, onChanged: (job: TransportJobDetail) => void) => {
  const uploads = useService(GatePassUploads)
  const jobs = useService(TransportJobs)
  const [phase, setPhase] = useState<GatePassPhase>({ kind: 'idle' })
  const [error, setError] = useState<string | null>(null)

  const upload = async (file: PickedFile) => {
    setError(null)
    const refusal = gatePassFileRefusal(file)
    if (refusal !== null) {
      setError(refusal)
      return
    }
    setPhase({ kind: 'uploading', fileName: file.name, fraction: 0 })
    try {
      const fileKey = await uploads.upload(file, (fraction) =>
        setPhase({ kind: 'uploading', fileName: file.name, fraction }),
      )
      onChanged(await jobs.setGatePass(job.id, fileKey))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setPhase({ kind: 'idle' })
    }
  }

  const remove = async () => {
    setError(null)
    setPhase({ kind: 'removing' })
    try {
      onChanged(await jobs.setGatePass(job.id, null))
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setPhase({ kind: 'idle' })
    }
  }

  return { phase, error, upload, remove }
}
