import { type Auction, type BidReceipt, bidBlockReason, type Dollars, statusPills, type Viewer } from '@gavel/domain'
import { bidCountText } from '../../components/AuctionCard/vehicleTitle'
import { BidPanel } from '../../components/BidPanel'
import { LiveCountdown } from '../../components/LiveCountdown'
import { useEnded } from '../../live/TickerProvider'
import { Money } from '../../primitives/Money'
import { PillList } from '../../primitives/Pill'
import { Aside, Headline, Summary } from './AuctionDetailScreen.styles'

export interface DetailAsideProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
}

/** The detail page's bidding column: high bid, bid count, countdown, pills and the bid panel. */
export const DetailAside = ({ auction, viewer, limited, onPlaceBid }: DetailAsideProps) => {
  const ended = useEnded(auction.endsAt)
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
      <BidPanel auction={auction} onPlaceBid={onPlaceBid} disabledReason={bidBlockReason(auction, limited, ended)} />
    </Aside>
  )
}
