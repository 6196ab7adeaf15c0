import { sellingArea } from '@gavel/adapters/areas/selling'
import { SavedAuctionScreen, SavedAuctionsScreen } from '@gavel/ui/areas/selling'
import type { AreaEntry } from '../AreaEntry'

/** Selling (issue 12): saved auctions, one launch and bulk launch. */
export const entry: AreaEntry = {
  area: sellingArea,
  screens: { myacvSaved: SavedAuctionsScreen, savedAuction: SavedAuctionScreen },
}
