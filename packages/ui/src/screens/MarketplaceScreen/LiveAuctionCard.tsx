import type { Auction, Viewer } from '@gavel/domain'
import { bidBlockReason } from '@gavel/domain'
import { memo } from 'react'
import { AuctionCard } from '../../components/AuctionCard'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { useEnded } from '../../live/TickerProvider'
import { useLiveAuction } from '../../live/useLiveAuction'

export interface LiveAuctionCardProps {
  readonly auction: Auction
  readonly store: LiveAuctionStore
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly bidding: boolean
  readonly onBid: (auction: Auction) => void
}

/** A card that follows its auction in the live store; re-renders only when its own auction changes. */
export const LiveAuctionCard = memo(function LiveAuctionCard({
  auction,
  store,
  viewer,
  limited,
  bidding,
  onBid,
}: LiveAuctionCardProps) {
  const live = useLiveAuction(store, auction)
  const ended = useEnded(live.endsAt)
  return (
    <AuctionCard
      auction={live}
      viewer={viewer}
      onBid={onBid}
      bidding={bidding}
      bidDisabledReason={bidBlockReason(live, limited, ended)}
    />
  )
})
