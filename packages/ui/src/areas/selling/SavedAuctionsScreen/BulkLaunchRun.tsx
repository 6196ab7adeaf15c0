import type { BulkLaunchReport } from '@gavel/domain/areas/selling'
import { Link } from 'react-router'
import { TextField } from '../../../primitives/TextField'
import { Alert, Outcome, Progress, Vehicles } from './BulkLaunchPanel.styles'

/** Where a bulk launch stands: the form, the batches going out, or what happened. */
export type BulkLaunchPhase =
  | { readonly step: 'form' }
  | { readonly step: 'sending'; readonly settled: number }
  | { readonly step: 'done'; readonly report: BulkLaunchReport }

type LaunchOutcome = BulkLaunchReport['outcomes'][number]

export interface BulkLaunchRunProps {
  readonly phase: BulkLaunchPhase
  /** Makes the progress bar's id unique on the page. */
  readonly idPrefix: string
  /** The vehicles launched, by the id the caller keys them with (saved auction or inventory vehicle). */
  readonly vehicles: readonly { readonly id: number; readonly title: string; readonly vin: string }[]
  /** Each vehicle's outcome by the same id, once done. */
  readonly outcomeOf: (id: number) => LaunchOutcome | undefined
  readonly floors: Readonly<Record<number, string>>
  readonly errors: Readonly<Record<number, string>>
  readonly onFloor: (id: number, value: string) => void
}

/**
 * The shared body of the saved-auctions and inventory bulk launches (marketplace §7 bulk_auction_launch, §8): the
 * progress bar while the batches go, then how many launched and the server's error, and per vehicle its floor
 * price (in the form) or what happened to it (a link to the launched auction, or why it did not launch).
 */
export const BulkLaunchRun = ({
  phase,
  idPrefix,
  vehicles,
  outcomeOf,
  floors,
  errors,
  onFloor,
}: BulkLaunchRunProps) => {
  const launched = phase.step === 'done' ? phase.report.outcomes.filter((o) => o.result === 'launched').length : 0
  return (
    <>
      {phase.step === 'sending' && (
        <Progress>
          <label htmlFor={`${idPrefix}-progress`}>{`Launching… ${phase.settled} of ${vehicles.length} settled`}</label>
          <progress id={`${idPrefix}-progress`} max={vehicles.length} value={phase.settled} />
        </Progress>
      )}
      {phase.step === 'done' && (
        <>
          <p role="status">{`${launched} of ${vehicles.length} launched.`}</p>
          {phase.report.error !== null && <Alert role="alert">{phase.report.error}</Alert>}
        </>
      )}
      <Vehicles aria-label="Vehicles to launch">
        {vehicles.map((v) => {
          const outcome = phase.step === 'done' ? outcomeOf(v.id) : undefined
          return (
            <li key={v.id}>
              <div>
                <strong>{v.title}</strong>
                <div>VIN {v.vin}</div>
                {outcome?.result === 'launched' && (
                  <Outcome $ok>
                    Launched — <Link to={`/auction/${outcome.auctionId}`}>view auction</Link>
                  </Outcome>
                )}
                {outcome && outcome.result !== 'launched' && (
                  <Outcome
                    $ok={false}
                  >{`${outcome.result === 'refused' ? 'Refused' : 'Not launched'}: ${outcome.message}`}</Outcome>
                )}
              </div>
              {phase.step === 'form' && (
                <TextField
                  label={`Floor price ($) for ${v.vin}`}
                  inputMode="numeric"
                  value={floors[v.id] ?? ''}
                  error={errors[v.id] ?? null}
                  onChange={(e) => onFloor(v.id, e.target.value)}
                />
              )}
            </li>
          )
        })}
      </Vehicles>
    </>
  )
}
