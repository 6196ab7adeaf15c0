import type { Auction } from '@gavel/domain'
import { odometerText } from '../../components/AuctionCard/vehicleTitle'
import { Facts } from './AuctionDetailScreen.styles'

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value)

/** The vehicle's facts (marketplace §3 "Identity and vehicle") as a description list; unknown values are left out. */
export const AuctionFacts = ({ auction }: { readonly auction: Auction }) => {
  const v = auction.vehicle
  const rows: ReadonlyArray<readonly [string, string | null]> = [
    ['VIN', v.vin],
    ['Year', String(v.year)],
    ['Make', v.make],
    ['Model', v.model],
    ['Trim', v.trim],
    ['Style', text(auction.style)],
    ['Doors', text(auction.doors)],
    ['Drivetrain', v.drivetrain],
    ['Engine', v.engine],
    ['Cylinders', text(auction.cylinders)],
    ['Transmission', v.transmission],
    ['Odometer', odometerText(v.odometer)],
    ['Exterior color', v.exteriorColor],
    ['Order code', text(auction.orderCode)],
    ['Seller', auction.seller.dealershipName],
    ['Lane', auction.lane.name],
  ]
  return (
    <Facts>
      {rows
        .filter((row): row is readonly [string, string] => row[1] !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  )
}
