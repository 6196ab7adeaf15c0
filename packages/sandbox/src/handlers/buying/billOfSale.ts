import { minimalPdf } from '../../wire/pdf'
import type { Auction, World } from '../../world/types'

/** The bill of sale of a sold auction (our design: the spec says only "file"). */
export const billOfSale = (world: World, auction: Auction, buyerDealerId: number, amount: number): Uint8Array => {
  const v = auction.vehicle
  const name = (id: number) => world.dealerships.get(id)?.name ?? 'Unknown'
  return minimalPdf([
    'Bill of Sale',
    `Auction ${auction.id}`,
    `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`,
    `VIN ${v.vin}`,
    `Odometer ${v.odometer} miles`,
    `Seller: ${name(auction.sellerDealerId)}`,
    `Buyer: ${name(buyerDealerId)}`,
    `Price: $${amount.toLocaleString('en-US')}`,
  ])
}
