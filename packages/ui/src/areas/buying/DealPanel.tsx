import { type AuctionId, formatUsd, isLimited, LiveAuctionFeed, messageOf } from '@gavel/domain'
import {
  type Deal,
  Deals,
  dealActions,
  OFFER_STATE_WORDS,
  offerAuthor,
  visibleAmount,
} from '@gavel/domain/areas/buying'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { buyingKeys } from './buyingQueries'
import { DealActionForm } from './DealActionForm'
import { History, Panel, PanelTitle } from './DealPanel.styles'

export interface DealPanelProps {
  readonly auctionId: AuctionId
  /** Limited users read offers but act on none (ADR 0029). */
  readonly limited?: boolean
  /** A deal already loaded (the deals list); the panel still follows it live. */
  readonly initial?: Deal
}

/**
 * The negotiation of one auction (bff/deals/{id}): every offer oldest first with its state in words (marketplace
 * §3), sealed bids of the other party kept sealed, and the actions open to the viewer. Both parties see a new
 * offer at once: the deal is read again on each DEAL_UPDATE of the auction's ended_updates channel (shell §7).
 */
export const DealPanel = ({ auctionId, limited, initial }: DealPanelProps) => {
  const deals = useService(Deals)
  const feed = useService(LiveAuctionFeed)
  const session = useSession()
  const titleId = useId()
  const query = useQuery({
    queryKey: buyingKeys.deal(auctionId),
    queryFn: () => deals.get(auctionId),
    ...(initial ? { initialData: initial } : {}),
  })
  const { refetch } = query
  useEffect(
    () =>
      feed.watch([auctionId], {
        onMessage: (m) => {
          if (m.auction.id === auctionId && (m.type === 'DEAL_UPDATE' || m.type === 'ENDED_UPDATE')) void refetch()
        },
      }),
    [feed, auctionId, refetch],
  )
  useEffect(() => feed.onResync(() => void refetch()), [feed, refetch])
  // read again once the channel is joined: an offer made while joining it came on no channel
  useEffect(
    () =>
      feed.onLive((id) => {
        if (id === auctionId) void refetch()
      }),
    [feed, auctionId, refetch],
  )
  const deal = query.data
  const viewerLimited = limited ?? (session ? isLimited(session.user) : false)
  return (
    <Panel aria-labelledby={titleId} aria-busy={query.isFetching || undefined}>
      <PanelTitle id={titleId}>Offers</PanelTitle>
      {query.isPending ? (
        <Spinner label="Loading offers" />
      ) : query.isError && !deal ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void refetch()} retrying={query.isFetching} />
      ) : deal ? (
        <>
          <History aria-label="Offer history">
            {deal.offers.length === 0 && <li>No offers yet.</li>}
            {deal.offers.map((o) => {
              const amount = visibleAmount(o, deal.side)
              return (
                <li key={o.id}>
                  <strong>{offerAuthor(o, deal.side)}</strong>
                  {` offered ${amount === null ? 'a sealed bid' : formatUsd(amount)} · `}
                  <span data-state={o.state}>{OFFER_STATE_WORDS[o.state]}</span>
                  {o.rejectionReason && o.state === 2 ? ` (${o.rejectionReason})` : ''}
                  {o.noLongerAvailable ? ' · No longer available' : ''}
                </li>
              )
            })}
          </History>
          <DealActionForm
            deal={deal}
            user={session?.user ?? null}
            {...dealActions(deal, viewerLimited, session?.flags ?? null)}
          />
        </>
      ) : null}
    </Panel>
  )
}
