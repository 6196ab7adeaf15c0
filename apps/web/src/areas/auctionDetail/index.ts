import { auctionDetailArea } from '@gavel/adapters/areas/auctionDetail'
import type { AreaEntry } from '../AreaEntry'
import { AuctionDetailRoute } from './AuctionDetailRoute'

/** The auction detail page and its own ports (notification info, insights, documents). */
export const entry: AreaEntry = {
  area: auctionDetailArea,
  screens: { auctionDetail: AuctionDetailRoute },
}
