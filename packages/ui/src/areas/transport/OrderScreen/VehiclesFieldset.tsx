import { MAX_VEHICLES_PER_ORDER } from '@gavel/domain'
import { useState } from 'react'
import { Refused } from '../../../components/ActionKit/ActionKit.styles'
import { Button } from '../../../primitives/Button'
import { Fieldset, Muted, Vehicles } from '../transport.styles'
import type { useVehicles } from './useVehicles'

/** Step 1: the vehicles, by VIN, up to 20. */
export const VehiclesFieldset = ({
  vehicles,
  disabledReason,
}: {
  readonly vehicles: ReturnType<typeof useVehicles>
  readonly disabledReason: string | null
}) => {
  const [text, setText] = useState('')
  return (
    <Fieldset>
      <legend>
        Vehicles ({vehicles.vehicles.length} of {MAX_VEHICLES_PER_ORDER})
      </legend>
      <label htmlFor="transport-vins">VINs, one per line or separated by commas</label>
      <textarea id="transport-vins" rows={3} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button
        type="button"
        variant="secondary"
        loading={vehicles.decoding}
        disabledReason={disabledReason}
        onClick={async () => {
          if (await vehicles.add(text)) setText('')
        }}
      >
        Add vehicles
      </Button>
      {vehicles.refusal !== null && <Refused role="alert">{vehicles.refusal}</Refused>}
      {vehicles.vehicles.length === 0 ? (
        <Muted>No vehicles yet. An order carries up to {MAX_VEHICLES_PER_ORDER} vehicles.</Muted>
      ) : (
        <Vehicles aria-label="Vehicles to move">
          {vehicles.vehicles.map((v) => (
            <li key={v.vin}>
              <div>
                <span>
                  {v.year} {v.make} {v.model} · {v.vin}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${v.vin}`}
                  onClick={() => vehicles.remove(v.vin)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </Vehicles>
      )}
    </Fieldset>
  )
}
