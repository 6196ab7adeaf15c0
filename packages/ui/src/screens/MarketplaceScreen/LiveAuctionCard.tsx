import type { Auction, Viewer } from '@gavel/domain'
import { bidBlockReason } from '@gavel/domain'
import { memo } from 'react'
import { AuctionCard } from '../../components/AuctionCard'
import { vehicleTitle } from '../../components/AuctionCard/vehicleTitle'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { useEnded } from '../../live/TickerProvider'
import { useLiveAuction } from '../../live/useLiveAuction'
import { HideButton, HideFrame } from './MarketplaceScreen.styles'

export interface LiveAuctionCardProps {
  readonly auction: Auction
  readonly store: LiveAuctionStore
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly bidding: boolean
  readonly onBid: (auction: Auction) => void
  readonly onHide?: ((auction: Auction) => void) | undefined
  /** In the first row: its photo loads first (AuctionCard priority). */
  readonly priority?: boolean
}

/** A card that follows its auction in the live store; re-renders only when its own auction changes. */
export const LiveAuctionCard = memo(function LiveAuctionCard({
  auction,
  store,
  viewer,
  limited,
  bidding,
  onBid,
  onHide,
  priority = false,
}: LiveAuctionCardProps) {
  const live = useLiveAuction(store, auction)
  const ended = useEnded(live.endsAt)
  const card = (
    <AuctionCard
      auction={live}
      viewer={viewer}
      onBid={onBid}
      bidding={bidding}
      bidDisabledReason={bidBlockReason(live, limited, ended)}
      priority={priority}
    />
  )
  if (!onHide) return card
  return (
    <HideFrame>
      {card}
      <HideButton type="button" onClick={() => onHide(auction)} aria-label={`Hide ${vehicleTitle(auction.vehicle)}`}>
        Hide
      </HideButton>
    </HideFrame>
  )
})
