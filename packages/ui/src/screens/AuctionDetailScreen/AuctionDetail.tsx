import type { Auction, BidReceipt, Dollars, Viewer } from '@gavel/domain'
import { memo } from 'react'
import { vehicleTitle } from '../../components/AuctionCard/vehicleTitle'
import { Layout } from './AuctionDetailScreen.styles'
import { DetailAside } from './DetailAside'
import { DetailMain } from './DetailMain'

export interface AuctionDetailProps {
  readonly auction: Auction
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly onPlaceBid: (amount: Dollars) => Promise<BidReceipt>
}

/** The loaded auction: photos, facts and reports, and the bidding column beside them. */
export const AuctionDetail = memo(function AuctionDetail({ auction, viewer, limited, onPlaceBid }: AuctionDetailProps) {
  const title = vehicleTitle(auction.vehicle)
  return (
    <Layout>
      <DetailMain auction={auction} title={title} />
      <DetailAside auction={auction} viewer={viewer} limited={limited} onPlaceBid={onPlaceBid} />
    </Layout>
  )
})
