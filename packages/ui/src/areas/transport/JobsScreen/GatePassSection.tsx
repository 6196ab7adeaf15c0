import { Messages } from '@gavel/domain'
import type { TransportJobDetail } from '@gavel/domain/areas/transport'
import { useId } from 'react'
import { Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { UploadProgress } from '../../../primitives/UploadProgress'
import { FilePick, Muted, SectionBox, SubHeading } from '../transport.styles'
import { useGatePass } from './useGatePass'

export interface GatePassSectionProps {
  readonly job: TransportJobDetail
  readonly limited: boolean
  readonly onChanged: (job: TransportJobDetail) => void
}

const CLOSED = new Set(['delivered', 'cancelled'])

/** A job's gate pass: upload with a progress bar, view, remove; the error stays until the next attempt. */
export const GatePassSection = ({ job, limited, onChanged }: GatePassSectionProps) => {
  const { phase, error, upload, remove } = useGatePass(job, onChanged)
  const inputId = useId()
  const reason = limited
    ? Messages.dealerInactiveTitle
    : CLOSED.has(job.status)
      ? 'The gate pass of a delivered or cancelled job cannot change.'
      : null
  const busy = phase.kind !== 'idle'
  return (
    <SectionBox aria-labelledby={`${inputId}-title`}>
      <SubHeading id={`${inputId}-title`}>Gate pass</SubHeading>
      {job.gatePassUrl === null ? (
        <Muted>No gate pass yet. PDF, PNG or JPEG, up to 10 MB.</Muted>
      ) : (
        <p>
          <a href={job.gatePassUrl} target="_blank" rel="noreferrer">
            View gate pass
          </a>
        </p>
      )}
      {phase.kind === 'uploading' && (
        <div>
          <Muted>
            Uploading {phase.fileName}: {Math.round(phase.fraction * 100)}%
          </Muted>
          <UploadProgress label={`Uploading ${phase.fileName}`} fraction={phase.fraction} />
        </div>
      )}
      {error !== null && <Refused role="alert">{error}</Refused>}
      {reason !== null ? (
        <Muted>{reason}</Muted>
      ) : (
        <FilePick>
          <label htmlFor={inputId}>{job.gatePassUrl === null ? 'Upload gate pass' : 'Replace gate pass'}</label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (file) void upload(file)
            }}
          />
        </FilePick>
      )}
      {job.gatePassUrl !== null && (
        <Button
          variant="secondary"
          onClick={() => void remove()}
          loading={phase.kind === 'removing'}
          disabledReason={reason ?? (busy ? 'Wait for the upload to finish.' : null)}
        >
          Remove gate pass
        </Button>
      )}
    </SectionBox>
  )
}
