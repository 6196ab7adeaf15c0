import {
  type Auction,
  AuctionBidding,
  dollars,
  formatUsd,
  IdGenerator,
  isCapitalUser,
  messageOf,
  nextBid,
} from '@gavel/domain'
import { LandedCostSources, landedCostAt, maxBidForTarget, type Term } from '@gavel/domain/areas/landedCost'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Done, Refused } from '../../components/ActionKit/ActionKit.styles'
import { Button } from '../../primitives/Button'
import { queryKeys } from '../../services/queryKeys'
import { useOptionalService, useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { Box, Line, Lines, Missing, Summary, TargetRow, Total } from './LandedCost.styles'
import { useLandedCostInputs } from './useLandedCostInputs'

export interface LandedCostProps {
  readonly auction: Auction
  /** The amount being typed in the bid panel; null when it is not a number. */
  readonly amount: number | null
  /** Why bidding is unavailable (the proxy button follows it). */
  readonly disabledReason?: string | null
}

const TermLine = ({ term }: { readonly term: Term }) => (
  <Line>
    <dt>{term.source}</dt>
    <dd>{term.kind === 'known' ? formatUsd(term.amount) : <Missing>Missing: {term.why}</Missing>}</dd>
  </Line>
)

/**
 * Landed-cost bidding (ADR 0029, ADR 0028): under the bid amount, what the vehicle costs delivered at that
 * amount, each term with its source and a missing one named, never guessed. With a target landed cost the dealer
 * sees the most they should bid and may set a proxy bid capped there.
 */
export const LandedCost = (props: LandedCostProps) =>
  useOptionalService(LandedCostSources) === null ? null : <LandedCostPanel {...props} />

const LandedCostPanel = ({ auction, amount, disabledReason = null }: LandedCostProps) => {
  const [payWithCapital, setPayWithCapital] = useState<boolean | null>(null)
  const [target, setTarget] = useState('')
  const session = useSession()
  const capitalUser = session !== null && isCapitalUser(session.user)
  const { available, query } = useLandedCostInputs(auction.id, payWithCapital ?? capitalUser)
  const bidding = useService(AuctionBidding)
  const ids = useService(IdGenerator)
  const queryClient = useQueryClient()
  const [proxy, setProxy] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string }>({
    kind: 'idle',
  })
  const targetId = useId()
  if (!available) return null
  if (query.isPending)
    return (
      <Box aria-label="Landed cost" aria-busy="true">
        Working out the landed cost…
      </Box>
    )
  if (query.isError || !query.data)
    return (
      <Box aria-label="Landed cost">
        <Missing>The landed cost could not be worked out.</Missing>
      </Box>
    )
  const inputs = query.data
  const cost = landedCostAt(amount ?? 0, inputs)
  const targetAmount = /^\d+$/.test(target.trim()) ? Number(target.trim()) : null
  const floor = nextBid(auction)
  const max = targetAmount === null ? null : maxBidForTarget(targetAmount, floor, inputs)
  const setCappedProxy = async (cap: number) => {
    setProxy({ kind: 'sending' })
    try {
      const receipt = await bidding.placeBid({
        auctionId: auction.id,
        amount: dollars(cap),
        proxy: true,
        persistent: false,
        idempotencyKey: ids.next(),
      })
      setProxy({ kind: 'done', text: `Proxy bid set: up to ${formatUsd(receipt.amount)}` })
      void queryClient.invalidateQueries({ queryKey: queryKeys.auction(auction.id) })
    } catch (error) {
      setProxy({ kind: 'failed', text: messageOf(error) })
    }
  }
  return (
    <Box aria-label="Landed cost">
      <Summary>
        <span>Landed cost at {formatUsd(cost.hammer)}</span>
        <Total data-testid="landed-cost-total">
          {cost.complete ? formatUsd(cost.total) : `at least ${formatUsd(cost.total)}`}
        </Total>
      </Summary>
      <Lines>
        <Line>
          <dt>Hammer price, your bid</dt>
          <dd>{formatUsd(cost.hammer)}</dd>
        </Line>
        <TermLine term={cost.buyerFee} />
        <TermLine term={cost.transport} />
        {cost.capitalCarry !== null && <TermLine term={cost.capitalCarry} />}
      </Lines>
      {capitalUser && (
        <label>
          <input
            type="checkbox"
            checked={payWithCapital ?? true}
            onChange={(event) => setPayWithCapital(event.currentTarget.checked)}
          />{' '}
          Pay with Capital
        </label>
      )}
      <TargetRow>
        <label htmlFor={targetId}>Target landed cost (USD)</label>
        <input
          id={targetId}
          inputMode="numeric"
          autoComplete="off"
          value={target}
          onKeyDown={(event) => {
            // The bid panel is a form: Enter here must never place a bid.
            if (event.key === 'Enter') event.preventDefault()
          }}
          onChange={(event) => {
            setTarget(event.currentTarget.value)
            setProxy({ kind: 'idle' })
          }}
        />
      </TargetRow>
      {targetAmount !== null && (
        <p role="status">
          {max === null
            ? cost.complete
              ? `No bid from ${formatUsd(floor)} lands at ${formatUsd(targetAmount)} or less.`
              : 'The most to bid cannot be worked out while a cost is missing.'
            : `Most you should bid: ${formatUsd(max)}`}
        </p>
      )}
      {max !== null && (
        <Button
          type="button"
          variant="secondary"
          loading={proxy.kind === 'sending'}
          disabledReason={disabledReason}
          onClick={() => void setCappedProxy(max)}
        >
          Set a proxy bid up to {formatUsd(max)}
        </Button>
      )}
      {proxy.kind === 'done' && <Done>{proxy.text}</Done>}
      {proxy.kind === 'failed' && <Refused role="alert">{proxy.text}</Refused>}
    </Box>
  )
}
