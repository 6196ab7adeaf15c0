import { type DealerId, type Dealership, dealerId } from '@gavel/domain'
import { useId } from 'react'
import { ErrorText, Field, Label } from '../../primitives/TextField/TextField.styles'
import { Select } from './MakeOffer.styles'

export interface DealerSelectProps {
  readonly dealerships: readonly Dealership[]
  readonly value: DealerId | null
  readonly error: string | null
  readonly disabled: boolean
  readonly onChange: (id: DealerId | null) => void
}

/** The dealership an offer is for (marketplace §6 "Multi-dealership users pick a dealership"). */
export const DealerSelect = ({ dealerships, value, error, disabled, onChange }: DealerSelectProps) => {
  const id = useId()
  return (
    <Field>
      <Label htmlFor={id}>Dealership</Label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : dealerId(Number(e.target.value)))}
      >
        <option value="">Choose a dealership</option>
        {dealerships.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </Select>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Field>
  )
}
