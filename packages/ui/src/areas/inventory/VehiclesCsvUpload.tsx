import { type DealerId, messageOf } from '@gavel/domain'
import {
  CSV_ACCEPT,
  csvRefusal,
  InventoryService,
  VEHICLES_CSV_HEADER,
  type VehicleUploadReport,
} from '@gavel/domain/areas/inventory'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '../../primitives/Button'
import { useService } from '../../services/ServicesProvider'
import { Actions, Alert, Panel, Progress } from '../selling/SavedAuctionsScreen/BulkLaunchPanel.styles'
import { Picker } from './inventory.styles'
import { inventoryKeys } from './queryKeys'

type Step =
  | { readonly at: 'pick'; readonly error: string | null }
  | { readonly at: 'uploading'; readonly name: string }
  | { readonly at: 'checked'; readonly report: VehicleUploadReport; readonly error: string | null }
  | { readonly at: 'processing'; readonly report: VehicleUploadReport }
  | { readonly at: 'done'; readonly added: number }

/**
 * Adds vehicles from a CSV (marketplace §7 vehicles upload, process vehicles): the file is checked before sending
 * (CSV, 5 MB), uploaded, its rows checked by the server (accepted, and each refused row with its reason), then the
 * accepted rows processed into the inventory, each step with its progress view. Processing is sent once.
 */
export const VehiclesCsvUpload = ({
  dealerId,
  onClose,
}: {
  readonly dealerId: DealerId
  readonly onClose: () => void
}) => {
  const port = useService(InventoryService)
  const queryClient = useQueryClient()
  const id = useId()
  const [step, setStep] = useState<Step>({ at: 'pick', error: null })

  const upload = async (file: File) => {
    const refusal = csvRefusal(file)
    if (refusal !== null) return setStep({ at: 'pick', error: refusal })
    setStep({ at: 'uploading', name: file.name })
    try {
      setStep({ at: 'checked', report: await port.uploadVehicles(dealerId, file), error: null })
    } catch (cause) {
      setStep({ at: 'pick', error: messageOf(cause) })
    }
  }

  const process = async (report: VehicleUploadReport) => {
    setStep({ at: 'processing', report })
    try {
      const created = await port.processVehicles(report.uploadId)
      setStep({ at: 'done', added: created.length })
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists })
    } catch (cause) {
      setStep({ at: 'checked', report, error: messageOf(cause) })
    }
  }

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Upload vehicles</h2>
      {step.at === 'pick' && (
        <>
          <p id={`${id}-hint`}>{`A CSV file of at most 5 MB whose first row is ${VEHICLES_CSV_HEADER}.`}</p>
          <Picker>
            <span>Choose a CSV file</span>
            <input
              type="file"
              accept={CSV_ACCEPT}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void upload(file)
              }}
            />
          </Picker>
          {step.error !== null && <Alert role="alert">{step.error}</Alert>}
        </>
      )}
      {(step.at === 'uploading' || step.at === 'processing') && (
        <Progress>
          <label htmlFor={`${id}-progress`}>
            {step.at === 'uploading'
              ? `Uploading and checking ${step.name}…`
              : `Adding ${step.report.accepted} vehicles to your inventory…`}
          </label>
          <progress id={`${id}-progress`} />
        </Progress>
      )}
      {step.at === 'checked' && (
        <>
          <p role="status">{`${step.report.rows} rows: ${step.report.accepted} ready to add, ${step.report.rejected} refused.`}</p>
          {step.report.errors.length > 0 && (
            <ul aria-label="Refused rows">
              {step.report.errors.map((e) => (
                <li key={e.row}>{`Row ${e.row}: ${e.message}`}</li>
              ))}
            </ul>
          )}
          {step.error !== null && <Alert role="alert">{step.error}</Alert>}
        </>
      )}
      {step.at === 'done' && <p role="status">{`${step.added} vehicles added to your inventory.`}</p>}
      <Actions>
        {step.at === 'checked' && (
          <Button
            disabledReason={step.report.accepted === 0 ? 'No row can be added.' : null}
            onClick={() => void process(step.report)}
          >
            {`Add ${step.report.accepted} vehicles`}
          </Button>
        )}
        <Button
          variant="secondary"
          disabledReason={step.at === 'uploading' || step.at === 'processing' ? 'Working…' : null}
          onClick={onClose}
        >
          {step.at === 'done' ? 'Done' : 'Close'}
        </Button>
      </Actions>
    </Panel>
  )
}
