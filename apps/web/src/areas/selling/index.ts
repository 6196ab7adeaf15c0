import { sellingArea } from '@gavel/adapters/areas/selling'
import {
  ActiveSellingScreen,
  GsalePerformanceScreen,
  GuaranteedSaleScreen,
  NegotiationsSellingScreen,
  PerformanceScreen,
  prefetchSavedAuctions,
  SavedAuctionScreen,
  SavedAuctionsScreen,
  SellerOffersScreen,
  SendToAuctionScreen,
  SoldScreen,
} from '@gavel/ui/areas/selling'
import type { AreaEntry } from '../AreaEntry'

/** Selling (issue 12): saved auctions, one launch and bulk launch, the seller's lists and exports. */
export const entry: AreaEntry = {
  area: sellingArea,
  screens: {
    myacvSaved: SavedAuctionsScreen,
    savedAuction: SavedAuctionScreen,
    myacvActiveSelling: ActiveSellingScreen,
    myacvNegotiationsSelling: NegotiationsSellingScreen,
    myacvSold: SoldScreen,
    myacvOffersReceivedSelling: SellerOffersScreen,
    myacvPerformance: PerformanceScreen,
    myacvSendToAuction: SendToAuctionScreen,
    myacvGuaranteedSale: GuaranteedSaleScreen,
    myacvGsalePerformance: GsalePerformanceScreen,
  },
  prefetch: (routeId, services) =>
    routeId === 'myacvSaved' || routeId === 'myacvSendToAuction' ? prefetchSavedAuctions(services) : null,
}
