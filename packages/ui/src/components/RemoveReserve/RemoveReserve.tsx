import { formatUsd } from '@gavel/domain'
import { ConfirmedAction } from '../ActionKit/ConfirmedAction'

export interface RemoveReserveProps {
  /** The reserve now, or null without one. */
  readonly reserve: number | null
  readonly onRemove: () => Promise<void>
  readonly disabledReason?: string | null
  /** Opened from `?action=remove_reserve`: the confirmation opens once. */
  readonly requested?: boolean
}

/** The seller removes the reserve (marketplace §3 canRemoveReserve): confirmed first, as it cannot be undone. */
export const RemoveReserve = ({ reserve, onRemove, disabledReason = null, requested = false }: RemoveReserveProps) => (
  <ConfirmedAction
    title="Reserve"
    action={onRemove}
    buttonLabel="Remove reserve"
    busyLabel="Removing reserve…"
    variant="danger"
    confirmTitle="Remove the reserve?"
    confirmLabel="Remove reserve"
    warning={
      reserve === null
        ? 'The vehicle will sell to the highest bidder.'
        : `The reserve of ${formatUsd(reserve)} goes away and the vehicle sells to the highest bidder.`
    }
    doneText={() => 'Reserve removed.'}
    disabledReason={disabledReason}
    requested={requested}
  />
)
