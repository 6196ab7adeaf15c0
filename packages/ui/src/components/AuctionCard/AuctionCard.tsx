import { type Auction, formatUsd, nextBid, statusPills, type Viewer } from '@gavel/domain'
import { memo, useMemo } from 'react'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { PillList } from '../../primitives/Pill'
import { LiveCountdown } from '../LiveCountdown'
import { Card, CountdownSlot, Facts, Footer, NoPhoto, PhotoFrame, Price, PriceLabel, Title } from './AuctionCard.styles'
import { CardPhoto } from './CardPhoto'
import { bidCountText, odometerText, vehicleTitle } from './vehicleTitle'

export interface AuctionCardProps {
  readonly auction: Auction
  /** Who is looking (viewerOf(session.user)); null shows no viewer pills. */
  readonly viewer: Viewer | null
  /** Quick bid at the next bid; without it the card has no Bid button. */
  readonly onBid?: (auction: Auction) => void
  /** A quick bid on this card is in flight. */
  readonly bidding?: boolean
  /** Why the quick bid is unavailable (bidBlockReason), or null. */
  readonly bidDisabledReason?: string | null
  /** Where the card leads; default /auction/{id}. */
  readonly href?: string
  /** The photo is in the first screenful: load it at once, first (the page's largest paint), not lazily. */
  readonly priority?: boolean
}

/**
 * One auction in a list (marketplace §3): photo, 'year make model trim', odometer, high bid (or start price),
 * bid count, countdown, status pills and a quick Bid button. The whole card links to the auction.
 */
export const AuctionCard = memo(function AuctionCard({
  auction,
  viewer,
  onBid,
  bidding = false,
  bidDisabledReason = null,
  href,
  priority = false,
}: AuctionCardProps) {
  const title = vehicleTitle(auction.vehicle)
  const next = nextBid(auction)
  const to = href ?? `/auction/${auction.id}`
  // A live bid changes the price, count, pills and button only: the photo and title keep their elements, so React
  // skips them (and their styled components' class generation) on every bid (docs/adr/0048).
  const { images } = auction
  const photo = useMemo(
    () => (
      <PhotoFrame>
        {images ? <CardPhoto src={images.medium} alt={title} priority={priority} /> : <NoPhoto>No photo</NoPhoto>}
      </PhotoFrame>
    ),
    [images, title, priority],
  )
  const heading = useMemo(
    () => (
      <Title>
        <Link to={to}>{title}</Link>
      </Title>
    ),
    [to, title],
  )
  return (
    <Card data-auction-id={auction.id}>
      {photo}
      {heading}
      <Facts>
        <span>{odometerText(auction.vehicle.odometer)}</span>
        <span>{bidCountText(auction.bidCount)}</span>
      </Facts>
      <Price>
        <PriceLabel>{auction.highBid === null ? 'Starting price' : 'High bid'}</PriceLabel>
        <Money amount={auction.highBid?.amount ?? auction.startPrice} />
        <CountdownSlot>
          <LiveCountdown endsAt={auction.endsAt} contained />
        </CountdownSlot>
      </Price>
      <PillList pills={viewer ? statusPills(auction, viewer) : []} />
      {onBid && (
        <Footer>
          <Button
            fullWidth
            loading={bidding}
            disabledReason={bidDisabledReason}
            aria-label={`Bid ${formatUsd(next)} on ${title}`}
            onClick={() => onBid(auction)}
          >
            Bid {formatUsd(next)}
          </Button>
        </Footer>
      )}
    </Card>
  )
})
