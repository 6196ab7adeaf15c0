import { type Auction, formatUsd, nextBid, statusPills, type Viewer } from '@gavel/domain'
import { memo } from 'react'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { Money } from '../../primitives/Money'
import { PillList } from '../../primitives/Pill'
import { LiveCountdown } from '../LiveCountdown'
import { Card, Facts, Footer, NoPhoto, Photo, PhotoFrame, Price, PriceLabel, Title } from './AuctionCard.styles'
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
  return (
    <Card data-auction-id={auction.id}>
      <PhotoFrame>
        {auction.images ? (
          <Photo
            // a card the grid reuses for another auction (docs/adr/0049) never shows the previous one's photo
            key={auction.images.medium}
            src={auction.images.medium}
            alt={title}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            width={400}
            height={300}
          />
        ) : (
          <NoPhoto>No photo</NoPhoto>
        )}
      </PhotoFrame>
      <Title>
        <Link to={href ?? `/auction/${auction.id}`}>{title}</Link>
      </Title>
      <Facts>
        <span>{odometerText(auction.vehicle.odometer)}</span>
        <span>{bidCountText(auction.bidCount)}</span>
      </Facts>
      <Price>
        <PriceLabel>{auction.highBid === null ? 'Starting price' : 'High bid'}</PriceLabel>
        <Money amount={auction.highBid?.amount ?? auction.startPrice} />
        <LiveCountdown endsAt={auction.endsAt} />
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
