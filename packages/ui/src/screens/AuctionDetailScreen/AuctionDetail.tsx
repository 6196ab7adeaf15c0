import { type Auction, type BidReceipt, bidBlockReason, type Dollars, statusPills, type Viewer } from '@gavel/domain'
import { memo } from 'react'
import { bidCountText, vehicleTitle } from '../../components/AuctionCard/vehicleTitle'
import { BidPanel } from '../../components/BidPanel'
import { LiveCountdown } from '../../components/LiveCountdown'
import { useEnded } from '../../live/TickerProvider'
import { Money } from '../../primitives/Money'
import { PillList } from '../../primitives/Pill'
import { Aside, Headline, Layout, Main, NoPhoto, Photo, PhotoFrame, Summary, Title } from './AuctionDetailScreen.styles'
import { AuctionFacts } from './AuctionFacts'

export interface AuctionDetailProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
}

/** The loaded auction: photo, facts, countdown, high bid, bid count, pills and the bid panel. */
export const AuctionDetail = memo(function AuctionDetail({ auction, viewer, limited, onPlaceBid }: AuctionDetailProps) {
  const title = vehicleTitle(auction.vehicle)
  const ended = useEnded(auction.endsAt)
  return (
    <Layout>
      <Main>
        <Title>{title}</Title>
        <PhotoFrame>
          {auction.images ? <Photo src={auction.images.large} alt={title} /> : <NoPhoto>No photo</NoPhoto>}
        </PhotoFrame>
        <AuctionFacts auction={auction} />
      </Main>
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
    </Layout>
  )
})
