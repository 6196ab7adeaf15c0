import type { Auction } from '@gavel/domain'
import { RunChangesSection } from '../../areas/selling/RunChanges/RunChangesSection'
import { AuctionLights } from '../../components/AuctionLights'
import { ConditionReport } from '../../components/ConditionReport'
import { Gallery } from '../../components/Gallery'
import { MemberBids } from '../../components/MemberBids'
import { Main, Title } from './AuctionDetailScreen.styles'
import { AuctionFacts } from './AuctionFacts'
import { BillOfSaleDownload } from './BillOfSaleDownload'
import { DetailInsights } from './DetailInsights'
import { SectionBox, SectionTitle } from './DetailSection.styles'
import { galleryOf } from './galleryOf'
import { ViewCount } from './ViewCount'

export interface DetailMainProps {
  readonly auction: Auction
  readonly title: string
}

/**
 * The detail page's main column (marketplace §3 display fields): photos, lights and badges, facts, the
 * condition report, the dealership's member bids, the bill of sale, and the secondary reads that load alone.
 */
export const DetailMain = ({ auction, title }: DetailMainProps) => (
  <Main>
    <Title>{title}</Title>
    <ViewCount auctionId={auction.id} />
    <Gallery images={galleryOf(auction)} title={title} />
    <AuctionLights auction={auction} />
    <BillOfSaleDownload auction={auction} />
    <SectionBox aria-label="Vehicle">
      <AuctionFacts auction={auction} />
      {auction.notes && <p>Seller notes: {auction.notes}</p>}
    </SectionBox>
    {auction.conditionReport && (
      <SectionBox aria-labelledby="condition-report">
        <SectionTitle id="condition-report">Condition report</SectionTitle>
        <ConditionReport report={auction.conditionReport} />
      </SectionBox>
    )}
    <RunChangesSection auctionId={auction.id} />
    <DetailInsights auction={auction} />
    {auction.dealershipMemberBids && auction.dealershipMemberBids.length > 0 && (
      <SectionBox aria-labelledby="member-bids">
        <SectionTitle id="member-bids">Dealership bids</SectionTitle>
        <MemberBids bids={auction.dealershipMemberBids} />
      </SectionBox>
    )}
  </Main>
)
