import {
  type Auction,
  type BidReceipt,
  type Dollars,
  detailActionBlocks,
  multibuyerDealerships,
  statusPills,
  type Viewer,
} from '@gavel/domain'
import { LandedCost } from '../../areas/landedCost/LandedCost'
import { bidCountText } from '../../components/AuctionCard/vehicleTitle'
import { BidPanel } from '../../components/BidPanel'
import { DetailActions, useRequestedAction } from '../../components/DetailActions'
import { LiveCountdown } from '../../components/LiveCountdown'
import { useEnded } from '../../live/TickerProvider'
import { Money } from '../../primitives/Money'
import { PillList } from '../../primitives/Pill'
import { useSession } from '../../services/useSession'
import { Aside, Headline, Summary } from './AuctionDetailScreen.styles'
import { useBuyingLimits } from './useBuyingLimits'
import { useDetailActions } from './useDetailActions'

export interface DetailAsideProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
}

/**
 * The detail page's actions column (marketplace §7 "Single auction"): high bid, bid count, countdown, pills, the
 * bid panel and every other action (watch, purchase now, proxy, persistent proxy, offer, reserve, holds), each
 * obeying the per-auction and per-lane permissions; `?action=` opens one once (docs/adr/0015).
 */
export const DetailAside = ({ auction, viewer, limited, onPlaceBid }: DetailAsideProps) => {
  const ended = useEnded(auction.endsAt)
  const session = useSession()
  const requested = useRequestedAction()
  const blocks = detailActionBlocks(auction, { limited, ended, flags: session?.flags ?? {} })
  const limits = useBuyingLimits(!limited && session !== null)
  const user = session?.user ?? null
  const actions = useDetailActions(auction, user !== null && multibuyerDealerships(user).length > 0)
  return (
    <Aside aria-label="Bidding">
      <Summary>
        <Headline>
          <span>{auction.highBid === null ? 'Starting price' : 'High bid'}</span>
          <strong data-testid="high-bid">
            <Money amount={auction.highBid?.amount ?? auction.startPrice} />
          </strong>
        </Headline>
        <span data-testid="bid-count">{bidCountText(auction.bidCount)}</span>
        <LiveCountdown endsAt={auction.endsAt} />
      </Summary>
      <PillList pills={viewer ? statusPills(auction, viewer) : []} />
      <BidPanel
        auction={auction}
        onPlaceBid={onPlaceBid}
        disabledReason={blocks.bid}
        requested={requested === 'bid'}
        limits={limits}
        landedCost={(amount) => <LandedCost auction={auction} amount={amount} disabledReason={blocks.bid} />}
      />
      <DetailActions
        auction={auction}
        viewer={viewer}
        session={session}
        blocks={blocks}
        onPlaceBid={onPlaceBid}
        requested={requested}
        actions={actions}
      />
    </Aside>
  )
}
