import { type Auction, type ClaimDealer, type ClaimState, type DealerId, messageOf } from '@gavel/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Note, Refused, Section, SectionTitle } from '../ActionKit/ActionKit.styles'
import { useActionPhase } from '../ActionKit/useActionPhase'
import type { QueryState } from '../QuerySection/queryState'
import { ClaimList } from './ClaimPanel.styles'

export interface ClaimPanelProps {
  readonly auction: Auction
  /** The dealerships that may hold it (auctions/dealers_can_claim). */
  readonly dealers: QueryState<readonly ClaimDealer[]>
  /** Holds (true) or releases (false) the auction for one dealership; resolves with the server's claim state. */
  readonly onClaim: (dealer: ClaimDealer, claim: boolean) => Promise<ClaimState>
  readonly disabledReason?: string | null
  /** Opened from `?action=claim`: focus the first claim control once. */
  readonly requested?: boolean
}

/** The dealerships the viewer holds the auction for: from the last claim answer, else the auction's own fields. */
const heldBy = (auction: Auction, state: ClaimState | null): readonly DealerId[] =>
  state !== null
    ? state.claims.map((c) => c.dealerId)
    : [...(auction.dealershipClaims ?? []), ...(auction.myAuctionClaim ? [auction.myAuctionClaim] : [])]

/**
 * Holds (claims) for multibuyer dealerships (marketplace §6, §7 Claims): each dealership from
 * auctions/dealers_can_claim may claim the auction or release its claim. Shows nothing to other users.
 */
export const ClaimPanel = ({
  auction,
  dealers,
  onClaim,
  disabledReason = null,
  requested = false,
}: ClaimPanelProps) => {
  const [state, setState] = useState<ClaimState | null>(null)
  const act = async (dealer: ClaimDealer, claim: boolean) => {
    const next = await onClaim(dealer, claim)
    setState(next)
    return next
  }
  const { phase, run, inFlight } = useActionPhase(act)
  const titleId = useId()
  const first = useRef<HTMLButtonElement>(null)
  const loaded = dealers.data !== undefined
  useEffect(() => {
    if (requested && loaded) first.current?.focus()
  }, [requested, loaded])

  if (dealers.data !== undefined && dealers.data.length === 0) return null
  const held = heldBy(auction, state)
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Dealership holds</SectionTitle>
      {dealers.isPending && <Note>Loading your dealerships…</Note>}
      {dealers.isError && <Refused role="alert">{messageOf(dealers.error)}</Refused>}
      <ClaimList>
        {dealers.data?.map((dealer, i) => {
          const holds = held.includes(dealer.id)
          return (
            <li key={dealer.id}>
              <span>
                {dealer.name}: {holds ? 'held' : 'not held'}
              </span>
              <Button
                ref={i === 0 ? first : undefined}
                size="sm"
                variant={holds ? 'secondary' : 'primary'}
                loading={inFlight}
                disabledReason={disabledReason}
                onClick={() => void run(dealer, !holds)}
              >
                {holds ? `Release hold for ${dealer.name}` : `Hold for ${dealer.name}`}
              </Button>
            </li>
          )
        })}
      </ClaimList>
      {phase.kind === 'failed' && <Refused role="alert">{phase.message}</Refused>}
    </Section>
  )
}
