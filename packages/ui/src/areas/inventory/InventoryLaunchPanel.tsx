import { messageOf } from '@gavel/domain'
import {
  INVENTORY_LAUNCH_DURATIONS,
  INVENTORY_TITLE_OPTIONS,
  type InventoryLaunchLane,
  type InventoryLaunchPlan,
  InventoryService,
  type InventoryVehicle,
  launchInventory,
  readInventoryLaunch,
} from '@gavel/domain/areas/inventory'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '../../primitives/Button'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { Actions, Panel, Settings } from '../selling/SavedAuctionsScreen/BulkLaunchPanel.styles'
import { type BulkLaunchPhase, BulkLaunchRun } from '../selling/SavedAuctionsScreen/BulkLaunchRun'
import { SelectField } from '../selling/SavedAuctionsScreen/SavedAuctionsScreen.styles'
import { durationLabel, titleOptionLabel } from '../selling/shared/launchTexts'
import { inventoryKeys } from './queryKeys'

type Phase = BulkLaunchPhase

const title = (v: InventoryVehicle) => `${v.year} ${v.make} ${v.model}`

export interface InventoryLaunchPanelProps {
  readonly vehicles: readonly InventoryVehicle[]
  readonly lane: InventoryLaunchLane
  /** Closes the panel; `remaining` are the vehicles that did not launch (kept selected). */
  readonly onClose: (remaining: readonly number[]) => void
}

/**
 * Launches the selected inventory vehicles at once (bulk_launch, or bulk_launch_g_sale for guaranteed sale): each
 * gets its saved auction first (saved_auctions/bulk), then the domain's bulk launch sends them, reports a refused
 * vehicle and launches the rest, with a progress bar and each vehicle's outcome (the selling panel's pieces).
 */
export const InventoryLaunchPanel = ({ vehicles, lane, onClose }: InventoryLaunchPanelProps) => {
  const port = useService(InventoryService)
  const session = useSession()
  const queryClient = useQueryClient()
  const dealerId = vehicles[0]?.dealerId
  const saved = useQuery({
    queryKey: inventoryKeys.savedFor(vehicles.map((v) => v.id)),
    queryFn: () =>
      port.savedAuctionsFor(
        vehicles[0]?.dealerId ?? (0 as never),
        vehicles.map((v) => v.id),
      ),
    enabled: dealerId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const [duration, setDuration] = useState(INVENTORY_LAUNCH_DURATIONS[0] ?? 3600)
  const [titleOption, setTitleOption] = useState(INVENTORY_TITLE_OPTIONS[0] ?? 'title_present')
  const [startPrice, setStartPrice] = useState('100')
  const [floors, setFloors] = useState<Readonly<Record<number, string>>>(() =>
    Object.fromEntries(vehicles.map((v) => [v.id, v.price === null ? '' : String(v.price)])),
  )
  const [errors, setErrors] = useState<Readonly<Record<number, string>>>({})
  const [phase, setPhase] = useState<Phase>({ step: 'form' })
  const heading = `${lane === 'live' ? 'Launch' : 'Guaranteed sale launch of'} ${vehicles.length} vehicle${vehicles.length === 1 ? '' : 's'}`

  if (saved.isPending)
    return (
      <Panel aria-label={heading}>
        <Spinner label="Preparing saved auctions" />
      </Panel>
    )
  if (saved.isError)
    return (
      <Panel aria-label={heading}>
        <ErrorState message={messageOf(saved.error)} onRetry={() => void saved.refetch()} retrying={saved.isFetching} />
        <Actions>
          <Button variant="secondary" onClick={() => onClose(vehicles.map((v) => v.id))}>
            Cancel
          </Button>
        </Actions>
      </Panel>
    )
  const savedByInventory = new Map(saved.data.map((s) => [s.inventoryId, s]))
  const inventoryBySaved = new Map(saved.data.map((s) => [s.savedAuctionId, s.inventoryId]))

  const submit = async () => {
    if (phase.step !== 'form' || !session) return
    const found: Record<number, string> = {}
    const plans: InventoryLaunchPlan[] = []
    for (const v of vehicles) {
      const read = readInventoryLaunch(
        v.id,
        { floorPrice: floors[v.id] ?? '', startPrice, durationInSeconds: duration, titleOption },
        lane,
      )
      const ref = savedByInventory.get(v.id)
      if (!read.ok) found[v.id] = read.error
      else if (ref) plans.push({ saved: ref, vin: v.vin, dealerId: v.dealerId, item: read.item })
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setPhase({ step: 'sending', settled: 0 })
    const report = await launchInventory(port, lane, plans, session.user.id, (settled) =>
      setPhase({ step: 'sending', settled }),
    )
    setPhase({ step: 'done', report })
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.lists })
  }

  const outcomes =
    phase.step === 'done'
      ? new Map(phase.report.outcomes.map((o) => [inventoryBySaved.get(o.savedAuctionId) ?? -1, o]))
      : null

  return (
    <Panel aria-labelledby="inventory-launch-heading">
      <h2 id="inventory-launch-heading">{heading}</h2>
      {phase.step === 'form' && (
        <Settings>
          <SelectField>
            Duration
            <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {INVENTORY_LAUNCH_DURATIONS.map((d) => (
                <option key={d} value={d}>
                  {durationLabel(d)}
                </option>
              ))}
            </select>
          </SelectField>
          <SelectField>
            Title
            <select value={titleOption} onChange={(e) => setTitleOption(e.target.value)}>
              {INVENTORY_TITLE_OPTIONS.map((t) => (
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
        idPrefix="inventory-launch"
        vehicles={vehicles.map((v) => ({ id: v.id, title: title(v), vin: v.vin }))}
        outcomeOf={(id) => outcomes?.get(id)}
        floors={floors}
        errors={errors}
        onFloor={(id, value) => setFloors((prev) => ({ ...prev, [id]: value }))}
      />
      <Actions>
        {phase.step === 'done' ? (
          <Button
            onClick={() =>
              onClose(
                phase.report.outcomes
                  .filter((o) => o.result !== 'launched')
                  .map((o) => inventoryBySaved.get(o.savedAuctionId) ?? -1),
              )
            }
          >
            Done
          </Button>
        ) : (
          <>
            <Button loading={phase.step === 'sending'} onClick={() => void submit()}>
              {`Launch ${vehicles.length}`}
            </Button>
            <Button
              variant="secondary"
              disabledReason={phase.step === 'sending' ? 'Launching…' : null}
              onClick={() => onClose(vehicles.map((v) => v.id))}
            >
              Cancel
            </Button>
          </>
        )}
      </Actions>
    </Panel>
  )
}
