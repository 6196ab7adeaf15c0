import { buyingAuctionHandlers } from './buyingAuction'
import { buyingListingHandlers } from './buyingListings'
import { checkoutHandlers } from './checkout'
import { claimHandlers } from './claims'
import type { HandlerContext } from './kit/context'
import { offerHandlers } from './offers'
import { persistentProxyHandlers } from './persistentProxy'
import { reserveHandlers } from './reserve'
import { runListHandlers } from './runList'

/**
 * The buying gateway's operations beyond the skeleton's listing, counts, auction and bid (contracts/openapi/buying.yaml;
 * marketplace §7 Buying BFF listings, Single auction, Run list, Claims).
 */
export const buyingMoreHandlers = (context: HandlerContext) => [
  ...buyingListingHandlers(context),
  ...buyingAuctionHandlers(context),
  ...offerHandlers(context),
  ...persistentProxyHandlers(context),
  ...checkoutHandlers(context),
  ...runListHandlers(context),
  ...claimHandlers(context),
  ...reserveHandlers(context),
]
