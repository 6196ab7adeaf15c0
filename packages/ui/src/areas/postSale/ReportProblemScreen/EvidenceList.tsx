import type { EvidenceItem } from '@gavel/domain/areas/postSale'
import { EVIDENCE_ACCEPT } from '@gavel/domain/areas/postSale'
import { useId } from 'react'
import { Button } from '../../../primitives/Button'
import { UploadProgress } from '../../../primitives/UploadProgress'
import { File, Files, Picker } from './ReportProblemScreen.styles'

export const EvidenceTexts = {
  legend: 'Evidence (photos or documents)',
  hint: 'JPEG, PNG or HEIC photos and PDF documents, up to 20 MB each.',
  pick: 'Add files',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
  cancel: 'Cancel',
  retry: 'Retry',
  remove: 'Remove',
} as const

const statusText = (i: EvidenceItem) =>
  i.status === 'uploading'
    ? `${EvidenceTexts.uploading} ${Math.round(i.progress * 100)}%`
    : i.status === 'done'
      ? EvidenceTexts.uploaded
      : i.status === 'failed'
        ? EvidenceTexts.failed
        : ''

export interface EvidenceListProps {
  readonly items: readonly EvidenceItem[]
  readonly onAdd: (files: readonly globalThis.File[]) => void
  readonly onCancel: (id: string) => void
  readonly onRetry: (id: string) => void
  readonly onRemove: (id: string) => void
  readonly disabled?: boolean
}

/** The evidence picker and one row per file: its progress bar, and cancel, retry or remove for that file alone. */
export const EvidenceList = ({ items, onAdd, onCancel, onRetry, onRemove, disabled = false }: EvidenceListProps) => {
  const id = useId()
  return (
    <fieldset>
      <legend>{EvidenceTexts.legend}</legend>
      <p id={`${id}-hint`}>{EvidenceTexts.hint}</p>
      <Picker>
        <span>{EvidenceTexts.pick}</span>
        <input
          type="file"
          multiple
          accept={EVIDENCE_ACCEPT}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(e) => {
            onAdd([...(e.target.files ?? [])])
            e.target.value = ''
          }}
        />
      </Picker>
      {items.length > 0 && (
        <Files aria-label="Evidence files">
          {items.map((i) => (
            <File key={i.id} aria-label={i.name}>
              <strong>{i.name}</strong>
              {i.status !== 'refused' && (
                <UploadProgress label={`${i.name} upload`} fraction={i.progress} failed={i.status === 'failed'} />
              )}
              <span role={i.error === null ? undefined : 'alert'}>{i.error ?? statusText(i)}</span>
              <span>
                {i.status === 'uploading' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onCancel(i.id)}
                    aria-label={`${EvidenceTexts.cancel} ${i.name}`}
                  >
                    {EvidenceTexts.cancel}
                  </Button>
                )}
                {i.status === 'failed' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onRetry(i.id)}
                    aria-label={`${EvidenceTexts.retry} ${i.name}`}
                  >
                    {EvidenceTexts.retry}
                  </Button>
                )}
                {i.status !== 'uploading' && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onRemove(i.id)}
                    aria-label={`${EvidenceTexts.remove} ${i.name}`}
                  >
                    {EvidenceTexts.remove}
                  </Button>
                )}
              </span>
            </File>
          ))}
        </Files>
      )}
    </fieldset>
  )
}
