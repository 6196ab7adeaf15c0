import { type BidReceipt, type Dollars, formatUsd } from '@gavel/domain'
import { ConfirmedAction } from '../ActionKit/ConfirmedAction'
import { clockText } from '../ActionKit/timeText'

export interface PurchaseNowProps {
  readonly price: Dollars
  /** Buys at the purchase-now price (docs/adr/0015: a bid of that price); resolves with the server's receipt. */
  readonly onPurchase: (price: Dollars) => Promise<BidReceipt>
  readonly disabledReason?: string | null
  /** Opened from `?action=purchase_now`: the confirmation opens once (never a purchase without it). */
  readonly requested?: boolean
}

/** Purchase now (marketplace §3 purchase now price, canPurchaseNow): a confirmation naming the price, then the buy. */
export const PurchaseNow = ({ price, onPurchase, disabledReason = null, requested = false }: PurchaseNowProps) => (
  <ConfirmedAction
    title="Purchase now"
    action={() => onPurchase(price)}
    buttonLabel={`Purchase now for ${formatUsd(price)}`}
    busyLabel="Purchasing…"
    confirmTitle="Purchase this vehicle?"
    confirmLabel={`Buy for ${formatUsd(price)}`}
    warning={`You are buying this vehicle for ${formatUsd(price)}. This cannot be undone.`}
    doneText={(receipt) => `Purchased for ${formatUsd(receipt.amount)} at ${clockText(receipt.acceptedAt)}`}
    disabledReason={disabledReason}
    requested={requested}
  />
)
