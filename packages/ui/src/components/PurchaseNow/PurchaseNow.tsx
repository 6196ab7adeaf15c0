import { type BidReceipt, type Dollars, formatUsd } from '@gavel/domain'
import { useEffect, useId, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Done, Refused, Section, SectionTitle } from '../ActionKit/ActionKit.styles'
import { ConfirmDialog } from '../ActionKit/ConfirmDialog'
import { clockText } from '../ActionKit/timeText'
import { useActionPhase } from '../ActionKit/useActionPhase'

export interface PurchaseNowProps {
  readonly price: Dollars
  /** Buys at the purchase-now price (docs/adr/0015: a bid of that price); resolves with the server's receipt. */
  readonly onPurchase: (price: Dollars) => Promise<BidReceipt>
  readonly disabledReason?: string | null
  /** Opened from `?action=purchase_now`: the confirmation opens once (never a purchase without it). */
  readonly requested?: boolean
}

/** Purchase now (marketplace §3 purchase now price, canPurchaseNow): a confirmation naming the price, then the buy. */
export const PurchaseNow = ({ price, onPurchase, disabledReason = null, requested = false }: PurchaseNowProps) => {
  const [confirming, setConfirming] = useState(false)
  const { phase, run, inFlight } = useActionPhase(onPurchase)
  const titleId = useId()
  useEffect(() => {
    if (requested && disabledReason === null) setConfirming(true)
  }, [requested, disabledReason])

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Purchase now</SectionTitle>
      <Button fullWidth loading={inFlight} disabledReason={disabledReason} onClick={() => setConfirming(true)}>
        {inFlight ? 'Purchasing…' : `Purchase now for ${formatUsd(price)}`}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Purchase this vehicle?"
        confirmLabel={`Buy for ${formatUsd(price)}`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void run(price)
        }}
      >
        You are buying this vehicle for {formatUsd(price)}. This cannot be undone.
      </ConfirmDialog>
      <div role="status">
        {phase.kind === 'done' && (
          <Done>{`Purchased for ${formatUsd(phase.result.amount)} at ${clockText(phase.result.acceptedAt)}`}</Done>
        )}
      </div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
