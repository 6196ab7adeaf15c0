import { formatUsd } from '@gavel/domain'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Done, Refused, Section, SectionTitle } from '../ActionKit/ActionKit.styles'
import { ConfirmDialog } from '../ActionKit/ConfirmDialog'
import { useActionPhase } from '../ActionKit/useActionPhase'

export interface RemoveReserveProps {
  /** The reserve now, or null without one. */
  readonly reserve: number | null
  readonly onRemove: () => Promise<void>
  readonly disabledReason?: string | null
  /** Opened from `?action=remove_reserve`: the confirmation opens once. */
  readonly requested?: boolean
}

/** The seller removes the reserve (marketplace §3 canRemoveReserve): confirmed first, as it cannot be undone. */
export const RemoveReserve = ({ reserve, onRemove, disabledReason = null, requested = false }: RemoveReserveProps) => {
  const [confirming, setConfirming] = useState(false)
  const { phase, run, inFlight } = useActionPhase(onRemove)
  const titleId = useId()
  useEffect(() => {
    if (requested && disabledReason === null) setConfirming(true)
  }, [requested, disabledReason])

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Reserve</SectionTitle>
      <Button
        variant="danger"
        fullWidth
        loading={inFlight}
        disabledReason={disabledReason}
        onClick={() => setConfirming(true)}
      >
        {inFlight ? 'Removing reserve…' : 'Remove reserve'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Remove the reserve?"
        confirmLabel="Remove reserve"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run()
        }}
      >
        {reserve === null
          ? 'The vehicle will sell to the highest bidder.'
          : `The reserve of ${formatUsd(reserve)} goes away and the vehicle sells to the highest bidder.`}
      </ConfirmDialog>
      <div role="status">{phase.kind === 'done' && <Done>Reserve removed.</Done>}</div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
