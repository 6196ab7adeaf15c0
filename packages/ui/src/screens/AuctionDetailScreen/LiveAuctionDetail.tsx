import { type Auction, type Dollars, viewerOf } from '@gavel/domain'
import { useCallback, useMemo } from 'react'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveAuction } from '../../live/useLiveAuction'
import { useSession } from '../../services/useSession'
import { AuctionDetail } from './AuctionDetail'
import type { PlaceBid } from './useAuctionDetail'

export interface LiveAuctionDetailProps {
  readonly auction: Auction
  readonly store: LiveAuctionStore
  readonly limited: boolean
  readonly placeBid: PlaceBid
}

/** The detail view following its auction in the live store, for the signed-in viewer. */
export const LiveAuctionDetail = ({ auction, store, limited, placeBid }: LiveAuctionDetailProps) => {
  const live = useLiveAuction(store, auction)
  const session = useSession()
  const viewer = useMemo(() => (session ? viewerOf(session.user) : null), [session])
  const onPlaceBid = useCallback((amount: Dollars) => placeBid(auction, amount), [placeBid, auction])
  return <AuctionDetail auction={live} viewer={viewer} limited={limited} onPlaceBid={onPlaceBid} />
}
