import { messageOf } from '@gavel/domain'
import { InventoryPhotos, PHOTO_ACCEPT, type PhotoUpload, photoRefusal } from '@gavel/domain/areas/inventory'
import { type EvidenceItem, evidenceReducer } from '@gavel/domain/areas/postSale'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useReducer, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { UploadProgress } from '../../primitives/UploadProgress'
import { useService } from '../../services/ServicesProvider'
import { FileRow, Files, Picker } from './inventory.styles'
import { inventoryKeys } from './queryKeys'

export const PhotoTexts = {
  pick: 'Add photos',
  hint: 'JPEG, PNG or HEIC photos, up to 20 MB each.',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
  retry: 'Retry',
  cancel: 'Cancel',
  remove: 'Remove',
} as const

const statusText = (i: EvidenceItem) =>
  i.status === 'uploading'
    ? `${PhotoTexts.uploading} ${Math.round(i.progress * 100)}%`
    : i.status === 'done'
      ? PhotoTexts.uploaded
      : i.status === 'failed'
        ? PhotoTexts.failed
        : ''

let nextId = 0

/**
 * A vehicle's photos (marketplace §7 upload_inventory_images; ADR 0029 uploads): one request and one progress bar per
 * file; a failed file keeps the others and can be retried alone; a refused file (type, size) never leaves the browser.
 */
export const PhotoUploader = ({ inventoryId, label }: { readonly inventoryId: number; readonly label: string }) => {
  const photos = useService(InventoryPhotos)
  const queryClient = useQueryClient()
  const id = useId()
  const [items, dispatch] = useReducer(evidenceReducer, [])
  const files = useRef(new Map<string, File>())
  const uploads = useRef(new Map<string, PhotoUpload>())

  useEffect(() => {
    const running = uploads.current
    return () => {
      for (const upload of running.values()) upload.cancel()
    }
  }, [])

  const send = (key: string, file: File) => {
    const upload = photos.upload(inventoryId, file, (fraction) => dispatch({ type: 'progress', id: key, fraction }))
    uploads.current.set(key, upload)
    upload.done.then(
      (urls) => {
        uploads.current.delete(key)
        dispatch({ type: 'uploaded', id: key, fileKey: urls[urls.length - 1] ?? '' })
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists })
      },
      (cause: unknown) => {
        uploads.current.delete(key)
        dispatch({ type: 'failed', id: key, error: messageOf(cause) })
      },
    )
  }

  const add = (picked: readonly File[]) => {
    for (const file of picked) {
      nextId += 1
      const key = `photo-${nextId}`
      const refusal = photoRefusal(file)
      if (refusal !== null) {
        dispatch({ type: 'refused', id: key, name: file.name, reason: refusal })
        continue
      }
      files.current.set(key, file)
      dispatch({ type: 'added', id: key, name: file.name })
      send(key, file)
    }
  }

  const retry = (key: string) => {
    const file = files.current.get(key)
    if (!file) return
    dispatch({ type: 'retried', id: key })
    send(key, file)
  }

  return (
    <section aria-label={`Photos of ${label}`}>
      <Picker>
        <span>{PhotoTexts.pick}</span>
        <input
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            add([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
      </Picker>
      <p id={`${id}-hint`}>{PhotoTexts.hint}</p>
      {items.length > 0 && (
        <Files aria-label="Photo uploads">
          {items.map((i) => (
            <FileRow key={i.id} aria-label={i.name}>
              <strong>{i.name}</strong>
              {i.status !== 'refused' && (
                <UploadProgress label={`${i.name} upload`} fraction={i.progress} failed={i.status === 'failed'} />
              )}
              <span
                role={i.error === null ? undefined : 'alert'}
                style={i.status === 'refused' ? { gridColumn: 'span 2' } : undefined}
              >
                {i.error ?? statusText(i)}
              </span>
              <span>
                {i.status === 'uploading' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${PhotoTexts.cancel} ${i.name}`}
                    onClick={() => uploads.current.get(i.id)?.cancel()}
                  >
                    {PhotoTexts.cancel}
                  </Button>
                )}
                {i.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${PhotoTexts.retry} ${i.name}`}
                    onClick={() => retry(i.id)}
                  >
                    {PhotoTexts.retry}
                  </Button>
                )}
                {(i.status === 'refused' || i.status === 'failed' || i.status === 'done') && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${PhotoTexts.remove} ${i.name}`}
                    onClick={() => {
                      files.current.delete(i.id)
                      dispatch({ type: 'removed', id: i.id })
                    }}
                  >
                    {PhotoTexts.remove}
                  </Button>
                )}
              </span>
            </FileRow>
          ))}
        </Files>
      )}
    </section>
  )
}
