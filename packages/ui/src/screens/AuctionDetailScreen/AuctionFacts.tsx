import type { Auction } from '@gavel/domain'
import { odometerText } from '../../components/AuctionCard/vehicleTitle'
import { Facts } from './AuctionDetailScreen.styles'

/** The vehicle's facts as a description list; unknown values are left out. */
export const AuctionFacts = ({ auction }: { readonly auction: Auction }) => {
  const v = auction.vehicle
  const rows: ReadonlyArray<readonly [string, string | null]> = [
    ['VIN', v.vin],
    ['Odometer', odometerText(v.odometer)],
    ['Engine', v.engine],
    ['Transmission', v.transmission],
    ['Drivetrain', v.drivetrain],
    ['Exterior color', v.exteriorColor],
    ['Seller', auction.seller.dealershipName],
    ['Lane', auction.lane.name],
  ]
  return (
    <Facts>
      {rows
        .filter(([, value]) => value !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  )
}
