import type { ListingStateOption } from '@gavel/domain'
import { useId } from 'react'
import { Control, Controls, Select } from './ListingControls.styles'

export interface ListingControlsProps {
  /** The states and their sorts (search service states_and_sorts). */
  readonly states: readonly ListingStateOption[]
  /** The state in the URL; one the list does not name shows as the first state. */
  readonly state: string
  readonly sort: string
  readonly onStateChange: (state: string) => void
  readonly onSortChange: (sort: string) => void
}

/**
 * The state filter and sort order of a listing (marketplace §2 p and o, §3 Sort options): live states sort by
 * recommended or end_time, ended ones by recently_ended or close_to_market_value. Native selects, so keyboard
 * and screen readers work as everywhere else.
 */
export const ListingControls = ({ states, state, sort, onStateChange, onSortChange }: ListingControlsProps) => {
  const id = useId()
  const current = states.find((s) => s.state === state) ?? states[0]
  const sorts = current?.sorts ?? []
  return (
    <Controls>
      <Control>
        <label htmlFor={`${id}-state`}>Show</label>
        <Select id={`${id}-state`} value={current?.state ?? ''} onChange={(e) => onStateChange(e.target.value)}>
          {states.map((s) => (
            <option key={s.state} value={s.state}>
              {s.label}
            </option>
          ))}
        </Select>
      </Control>
      <Control>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <Select
          id={`${id}-sort`}
          value={sorts.some((s) => s.value === sort) ? sort : (sorts[0]?.value ?? '')}
          onChange={(e) => onSortChange(e.target.value)}
        >
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </Control>
    </Controls>
  )
}
