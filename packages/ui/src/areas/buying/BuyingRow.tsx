import {
  type Auction,
  AuctionBidding,
  detailActionBlocks,
  formatUsd,
  isEnded,
  statusPills,
  type Viewer,
} from '@gavel/domain'
import type { BuyingList } from '@gavel/domain/areas/buying'
import { memo, useState } from 'react'
import { Link } from 'react-router'
import { LiveCountdown } from '../../components/LiveCountdown'
import { PersistentProxy } from '../../components/PersistentProxy'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveAuction } from '../../live/useLiveAuction'
import { Button } from '../../primitives/Button'
import { PillList } from '../../primitives/Pill'
import { useService } from '../../services/ServicesProvider'
import { Actions, Facts, NoThumb, Row, Thumb, Title } from './BuyingRow.styles'
import { DealPanel } from './DealPanel'

export interface BuyingRowProps {
  readonly store: LiveAuctionStore
  readonly auction: Auction
  readonly list: BuyingList
  readonly viewer: Viewer | null
  readonly limited: boolean
}

const titleOf = (a: Auction) =>
  [a.vehicle.year, a.vehicle.make, a.vehicle.model, a.vehicle.trim].filter(Boolean).join(' ')
const FINALIZE_LIMITED = 'Your account is limited: you cannot finalize purchases.'

/**
 * One auction of a buying list, live: its high bid, pills and time follow the store (one re-render per change of
 * this auction). Won auctions that need finalizing link to /myacv/won/finalize/{id}; pending proxies are edited
 * and cancelled in place; a negotiation opens its deal in place.
 */
export const BuyingRow = memo(({ store, auction: server, list, viewer, limited }: BuyingRowProps) => {
  const auction = useLiveAuction(store, server)
  const pills = viewer ? statusPills(auction, viewer) : []
  const title = titleOf(auction)
  const [dealOpen, setDealOpen] = useState(false)
  return (
    <Row aria-label={title}>
      {auction.images ? <Thumb src={auction.images.thumbnail} alt="" loading="lazy" /> : <NoThumb>No photo</NoThumb>}
      <div>
        <Title>
          <Link to={`/auction/${auction.id}`}>{title}</Link>
        </Title>
        <Facts>
          <span>
            {auction.highBid ? `High bid ${formatUsd(auction.highBid.amount)}` : 'No bids yet'}
            {` · ${auction.bidCount} ${auction.bidCount === 1 ? 'bid' : 'bids'}`}
          </span>
          {auction.status === 'active' ? (
            <span>
              Ends in <LiveCountdown endsAt={auction.endsAt} />
            </span>
          ) : (
            <span>{`${isEnded(auction.status) ? 'Ended' : 'Starts'} ${new Date(auction.endsAt).toLocaleDateString('en-US')}`}</span>
          )}
          {auction.proxyBid && <span>{`Your proxy: up to ${formatUsd(auction.proxyBid.amount)}`}</span>}
          {auction.negotiation && <NegotiationFacts auction={auction} />}
        </Facts>
        <PillList pills={pills} />
        {list === 'pendingProxy' && <PendingProxyEditor auction={auction} limited={limited} />}
        {dealOpen && <DealPanel auctionId={auction.id} limited={limited} />}
      </div>
      <Actions>
        {pills.includes('finalize') &&
          (limited ? (
            <Button disabledReason={FINALIZE_LIMITED}>Finalize</Button>
          ) : (
            <Link className="finalize" to={`/myacv/won/finalize/${auction.id}`}>
              Finalize
            </Link>
          ))}
        {list === 'won' && (
          <Link className="timeline" to={`/myacv/won/timeline/${auction.id}`} aria-label={`Timeline of ${title}`}>
            Timeline
          </Link>
        )}
        {list === 'negotiationsBuying' && (
          <Button variant="secondary" aria-expanded={dealOpen} onClick={() => setDealOpen((o) => !o)}>
            {dealOpen ? 'Hide offers' : 'Offers'}
          </Button>
        )}
      </Actions>
    </Row>
  )
})

const NegotiationFacts = ({ auction }: { readonly auction: Auction }) => {
  const info = auction.negotiation
  if (!info) return null
  return (
    <span>
      {[
        info.theirOffer !== null ? `Their offer ${formatUsd(info.theirOffer)}` : null,
        info.ourOffer !== null ? `Your offer ${formatUsd(info.ourOffer)}` : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  )
}

const PendingProxyEditor = ({ auction, limited }: { readonly auction: Auction; readonly limited: boolean }) => {
  const bidding = useService(AuctionBidding)
  const blocks = detailActionBlocks(auction, { limited, ended: false, flags: {} })
  return (
    <PersistentProxy
      auction={auction}
      onSave={(max) => bidding.setPersistentProxy(auction.id, max)}
      onCancel={(max) => bidding.cancelPersistentProxy(auction.id, max)}
      setBlockedReason={blocks.persistentProxy}
      editBlockedReason={blocks.editPersistentProxy}
    />
  )
}
