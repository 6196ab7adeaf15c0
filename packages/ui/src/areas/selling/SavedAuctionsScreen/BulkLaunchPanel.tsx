import { buildLaunchPayload, type LaunchPayload, messageOf, type SavedAuction } from '@gavel/domain'
import {
  AuctionLaunch,
  bulkLaunch,
  laneKey,
  launchableLanes,
  readLaunchForm,
  vehicleTitle,
} from '@gavel/domain/areas/selling'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../../primitives/Button'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { useSession } from '../../../services/useSession'
import { sellingKeys } from '../queryKeys'
import { durationLabel, titleOptionLabel } from '../shared/launchTexts'
import { useLaunchOptions } from '../shared/sellingQueries'
import { Actions, Panel, Settings } from './BulkLaunchPanel.styles'
import { type BulkLaunchPhase, BulkLaunchRun } from './BulkLaunchRun'
import { SelectField } from './SavedAuctionsScreen.styles'

export interface BulkLaunchPanelProps {
  readonly saved: readonly SavedAuction[]
  /** Closes the panel; `remaining` are the vehicles that did not launch (kept selected). */
  readonly onClose: (remaining: readonly number[]) => void
}

type Phase = BulkLaunchPhase

/**
 * Launches the selected saved vehicles at once (marketplace §7 bulk_auction_launch, §8): one lane, duration and
 * title option for all, each vehicle's floor price (its previous reserve to start with); a progress bar while the
 * batches go; then what happened to each vehicle. A vehicle the server refused is reported and the rest launch.
 */
export const BulkLaunchPanel = ({ saved, onClose }: BulkLaunchPanelProps) => {
  const session = useSession()
  const port = useService(AuctionLaunch)
  const queryClient = useQueryClient()
  const first = saved[0]
  const options = useLaunchOptions(first?.id ?? 0)
  const lanes =
    options.data && session
      ? launchableLanes(options.data, session.user, session.flags).filter((l) => l.lane !== 'no_reserve_preview')
      : []
  const [lane, setLane] = useState('')
  const [duration, setDuration] = useState(0)
  const [title, setTitle] = useState('')
  const [startPrice, setStartPrice] = useState('100')
  const [floors, setFloors] = useState<Readonly<Record<number, string>>>(() =>
    Object.fromEntries(saved.map((s) => [s.id, s.previousReserve === null ? '' : String(s.previousReserve)])),
  )
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({})
  const [phase, setPhase] = useState<Phase>({ step: 'form' })

  if (!first) return null
  if (options.isPending)
    return (
      <Panel aria-label="Bulk launch">
        <Spinner label="Loading launch options" />
      </Panel>
    )
  if (options.isError)
    return (
      <Panel aria-label="Bulk launch">
        <ErrorState
          message={messageOf(options.error)}
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      </Panel>
    )
  const chosenLane = lane || (lanes[0] ? laneKey(lanes[0]) : '')
  const chosenDuration = duration || options.data.durationsInSeconds[0] || 3600
  const chosenTitle = title || options.data.titleOptions[0] || ''

  const payloadsOrErrors = () => {
    const found: Record<number, string> = {}
    const payloads: LaunchPayload[] = []
    for (const s of saved) {
      const result = readLaunchForm(
        {
          laneKey: chosenLane,
          floorPrice: floors[s.id] ?? '',
          startPrice,
          durationInSeconds: chosenDuration,
          titleOption: chosenTitle,
          addressId: s.launchAddressId,
          greenLight: !s.forceRedLight && (s.greenLight || s.sellerSettings.goGreen),
          autosell: s.autosell || s.sellerSettings.autosellLaunchOnly,
          launchWindow: '',
        },
        lanes,
        s.forceRedLight,
      )
      if (!result.ok) found[s.id] = Object.values(result.errors)[0] ?? ''
      else if (session) payloads.push(buildLaunchPayload(s, result.choice, { userId: session.user.id, source: 'web' }))
    }
    return { found, payloads }
  }

  const submit = async () => {
    if (phase.step !== 'form') return
    const { found, payloads } = payloadsOrErrors()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setPhase({ step: 'sending', settled: 0 })
    const report = await bulkLaunch(port, payloads, (settled) => setPhase({ step: 'sending', settled }))
    setPhase({ step: 'done', report })
    void queryClient.invalidateQueries({ queryKey: sellingKeys.saved })
  }

  const outcomes = phase.step === 'done' ? new Map(phase.report.outcomes.map((o) => [o.savedAuctionId, o])) : null

  return (
    <Panel aria-labelledby="bulk-launch-heading">
      <h2 id="bulk-launch-heading">{`Launch ${saved.length} vehicle${saved.length === 1 ? '' : 's'}`}</h2>
      {phase.step === 'form' && (
        <Settings>
          <SelectField>
            Lane
            <select value={chosenLane} onChange={(e) => setLane(e.target.value)}>
              {lanes.map((l) => (
                <option key={laneKey(l)} value={laneKey(l)}>
                  {l.name}
                </option>
              ))}
            </select>
          </SelectField>
          <SelectField>
            Duration
            <select value={chosenDuration} onChange={(e) => setDuration(Number(e.target.value))}>
              {options.data.durationsInSeconds.map((d) => (
                <option key={d} value={d}>
                  {durationLabel(d)}
                </option>
              ))}
            </select>
          </SelectField>
          <SelectField>
            Title
            <select value={chosenTitle} onChange={(e) => setTitle(e.target.value)}>
              {options.data.titleOptions.map((t) => (
                <option key={t} value={t}>
                  {titleOptionLabel(t)}
                </option>
              ))}
            </select>
          </SelectField>
          <TextField
            label="Start price ($)"
            inputMode="numeric"
            value={startPrice}
            onChange={(e) => setStartPrice(e.target.value)}
          />
        </Settings>
      )}
      <BulkLaunchRun
        phase={phase}
        idPrefix="bulk-launch"
        vehicles={saved.map((v) => ({ id: v.id, title: vehicleTitle(v), vin: v.vin }))}
        outcomeOf={(id) => outcomes?.get(id)}
        floors={floors}
        errors={errors}
        onFloor={(id, value) => setFloors((prev) => ({ ...prev, [id]: value }))}
      />
      <Actions>
        {phase.step === 'done' ? (
          <Button
            onClick={() =>
              onClose(phase.report.outcomes.filter((o) => o.result !== 'launched').map((o) => o.savedAuctionId))
            }
          >
            Done
          </Button>
        ) : (
          <>
            <Button loading={phase.step === 'sending'} onClick={() => void submit()}>
              {`Launch ${saved.length}`}
            </Button>
            <Button
              variant="secondary"
              disabledReason={phase.step === 'sending' ? 'Launching…' : null}
              onClick={() => onClose(saved.map((s) => s.id))}
            >
              Cancel
            </Button>
          </>
        )}
      </Actions>
    </Panel>
  )
}
