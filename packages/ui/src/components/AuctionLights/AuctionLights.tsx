import { type Auction, litLights } from '@gavel/domain'
import { Badge, Badges, Dot, Lights, Notes } from './AuctionLights.styles'

export interface AuctionLightsProps {
  readonly auction: Pick<Auction, 'lights' | 'lightNotes' | 'sellerStatus' | 'sellerBadgeInfo'>
}

/**
 * The auction's lights (marketplace §3 "lights (green, yellow, red, blue)"), each named and explained in words
 * beside its colour, their announcements, and the seller's badges (featuredSeller, topSeller, sellerBadgeInfo).
 */
export const AuctionLights = ({ auction }: AuctionLightsProps) => {
  const lit = litLights(auction.lights)
  const notes = auction.lightNotes ?? []
  const status = auction.sellerStatus
  const badges = [
    ...(status?.featuredSeller ? ['Featured seller'] : []),
    ...(status?.topSeller ? ['Top seller'] : []),
    ...(auction.sellerBadgeInfo ? [auction.sellerBadgeInfo] : []),
  ]
  if (lit.length === 0 && badges.length === 0) return null
  return (
    <div>
      {lit.length > 0 && (
        <Lights aria-label="Lights">
          {lit.map((light) => (
            <li key={light.color}>
              <Dot $color={light.color} aria-hidden="true" />
              <strong>{light.label}:</strong> {light.meaning}
            </li>
          ))}
        </Lights>
      )}
      {notes.length > 0 && (
        <Notes aria-label="Announcements">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Notes>
      )}
      {badges.length > 0 && (
        <Badges aria-label="Seller badges">
          {badges.map((badge) => (
            <Badge key={badge}>{badge}</Badge>
          ))}
        </Badges>
      )}
    </div>
  )
}
