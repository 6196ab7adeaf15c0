import type { Auction, BidReceipt, Dollars, Viewer } from '@gavel/domain'
import { memo } from 'react'
import { vehicleTitle } from '../../components/AuctionCard/vehicleTitle'
import { Layout, Main, NoPhoto, Photo, PhotoFrame, Title } from './AuctionDetailScreen.styles'
import { AuctionFacts } from './AuctionFacts'
import { DetailAside } from './DetailAside'

export interface AuctionDetailProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
}

/** The loaded auction: photo and facts, and the bidding column beside them. */
export const AuctionDetail = memo(function AuctionDetail({ auction, viewer, limited, onPlaceBid }: AuctionDetailProps) {
  const title = vehicleTitle(auction.vehicle)
  return (
    <Layout>
      <Main>
        <Title>{title}</Title>
        <PhotoFrame>
          {auction.images ? <Photo src={auction.images.large} alt={title} /> : <NoPhoto>No photo</NoPhoto>}
        </PhotoFrame>
        <AuctionFacts auction={auction} />
      </Main>
      <DetailAside auction={auction} viewer={viewer} limited={limited} onPlaceBid={onPlaceBid} />
    </Layout>
  )
})
