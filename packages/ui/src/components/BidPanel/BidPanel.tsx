import {
  type Auction,
  type BidReceipt,
  type BuyingLimits,
  type Dollars,
  isDomainError,
  limitHint,
  messageOf,
  nextBid,
  parseBidAmount,
} from '@gavel/domain'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { TextField } from '../../primitives/TextField'
import { Done, Refused } from '../ActionKit/ActionKit.styles'
import { Awaiting, Current, Form, LimitLine } from './BidPanel.styles'
import { receiptText } from './bidRules'

export interface BidPanelProps {
  /** The auction as last heard from the server (query, live feed or receipt). */
  readonly auction: Auction
  /** Places the bid; resolves with the server's receipt, rejects with a domain error. */
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
  /** Why bidding is unavailable (bidBlockReason), or null. */
  readonly disabledReason?: string | null
  /** Opened from `?action=bid`: focus the amount once (a bid is never placed from a URL). */
  readonly requested?: boolean
  /** The dealer's team buying limits (ADR 0025): the limit, and why a bid will go to an admin, before the click. */
  readonly limits?: BuyingLimits | null
  /** What the typed amount would cost landed (the screen passes the landed-cost area's estimate), under the field. */
  readonly landedCost?: (amount: Dollars | null) => ReactNode
}

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'inFlight'; readonly submitted: string }
  | { readonly kind: 'placed'; readonly receipt: BidReceipt }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'awaiting'; readonly message: string }

/**
 * Bid on one auction (marketplace §5, §7). The amount starts at the next bid and follows the auction until
 * the dealer edits it. Submitting locks the form at once; the high bid shown changes only from the
 * receipt or live data (the parent's auction), never from what was typed.
 */
export const BidPanel = ({
  auction,
  onPlaceBid,
  disabledReason = null,
  requested = false,
  limits = null,
  landedCost,
}: BidPanelProps) => {
  const [typed, setTyped] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const busy = useRef(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (requested) input.current?.focus()
  }, [requested])
  const inFlight = phase.kind === 'inFlight'
  const value = inFlight ? phase.submitted : (typed ?? String(nextBid(auction)))
  const typedAmount = parseBidAmount(value)
  const hint = limitHint(limits, typedAmount.ok ? typedAmount.amount : null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current || disabledReason !== null) return
    const parsed = parseBidAmount(value)
    if (!parsed.ok) return setPhase({ kind: 'invalid', message: parsed.error.message })
    busy.current = true
    setPhase({ kind: 'inFlight', submitted: value })
    try {
      const receipt = await onPlaceBid(parsed.amount)
      setTyped(null)
      setPhase({ kind: 'placed', receipt })
    } catch (err) {
      const canceled = isDomainError(err) && err._tag === 'RequestCanceled'
      const awaiting = isDomainError(err) && err._tag === 'BidAwaitsApproval'
      if (awaiting) setTyped(null)
      setPhase(
        canceled
          ? { kind: 'idle' }
          : awaiting
            ? { kind: 'awaiting', message: messageOf(err) }
            : { kind: 'failed', message: messageOf(err) },
      )
    } finally {
      busy.current = false
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Place a bid" noValidate>
      <Current>
        {auction.highBid === null ? 'Starting price' : 'Current bid'}{' '}
        <strong data-testid="current-bid">
          <Money amount={auction.highBid?.amount ?? auction.startPrice} />
        </strong>
      </Current>
      <TextField
        ref={input}
        label="Your bid (USD)"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        readOnly={inFlight || disabledReason !== null}
        aria-readonly={inFlight || undefined}
        error={phase.kind === 'invalid' ? phase.message : null}
        onChange={(e) => {
          setTyped(e.target.value)
          if (phase.kind !== 'idle') setPhase({ kind: 'idle' })
        }}
      />
      {hint !== null && <LimitLine data-testid="limit-hint">{hint}</LimitLine>}
      {landedCost?.(typedAmount.ok ? typedAmount.amount : null)}
      <Button type="submit" size="lg" fullWidth loading={inFlight} disabledReason={disabledReason}>
        {inFlight ? 'Placing bid…' : 'Place bid'}
      </Button>
      <div role="status">
        {phase.kind === 'placed' && <Done>{receiptText(phase.receipt.amount, phase.receipt.acceptedAt)}</Done>}
        {phase.kind === 'awaiting' && <Awaiting>{phase.message}</Awaiting>}
      </div>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Form>
  )
}
