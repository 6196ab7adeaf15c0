import type { RequestHandler } from 'msw'
import type { Engine } from '../engine/createEngine'
import { accountHandlers } from './account'
import { auctionHandlers } from './auction'
import { authHandlers } from './auth'
import { bidHandlers } from './bids'
import { buyingAuctionHandlers } from './buyingAuction'
import { buyingListingHandlers } from './buyingListings'
import { capitalHandlers } from './capital'
import { capitalActionHandlers } from './capitalActions'
import { checkoutHandlers } from './checkout'
import { claimHandlers } from './claims'
import { constantHandlers } from './constants'
import { flagHandlers } from './flags'
import { graphqlHandlers } from './graphql'
import { imageHandlers } from './images'
import { inventoryHandlers } from './inventory'
import { inventoryActionHandlers } from './inventoryActions'
import type { BaseUrls } from './kit/context'
import { listingHandlers } from './listings'
import { logoHandlers } from './logos'
import { loyaltyHandlers } from './loyalty'
import { myAccountHandlers } from './myAccount'
import { myAuctionsListHandlers } from './myAuctions'
import { myAuctionsDocumentHandlers } from './myAuctionsDocuments'
import { myAuctionsOfferHandlers } from './myAuctionsOffers'
import { notificationHandlers } from './notifications'
import { offerHandlers } from './offers'
import { organizationHandlers } from './organization'
import { paymentMethodHandlers } from './paymentMethod'
import { persistentProxyHandlers } from './persistentProxy'
import { postSaleHandlers } from './postSale'
import { reserveHandlers } from './reserve'
import { runChangesHandlers } from './runChanges'
import { runListHandlers } from './runList'
import { savedAuctionHandlers } from './savedAuctions'
import { launchHandlers } from './savedAuctionsLaunch'
import { savedSearchHandlers } from './savedSearches'
import { searchActionHandlers } from './searchActions'
import { searchOptionHandlers } from './searchOptions'
import { settingsHandlers } from './settings'
import { teamHandlers } from './team'
import { termsHandlers } from './terms'
import { titleHandlers } from './titles'
import { transportHandlers } from './transport'
import { transportOrderHandlers } from './transportOrders'
import { userHandlers } from './user'

export interface HandlerOptions {
  readonly baseUrls: BaseUrls
}

/**
 * MSW handlers for every operation of every contracts/openapi/*.yaml (STYLE rule 16), answering from the engine's
 * world, plus the sandbox's placeholder photos and logos. Each gateway's handlers live in its own folder. Use them with `setupServer`, `setupWorker` or
 * the HTTP host (`getResponse`).
 */
export const createHandlers = (engine: Engine, { baseUrls }: HandlerOptions): RequestHandler[] => {
  const context = { engine, baseUrls }
  const rest: RequestHandler[] = [
    ...authHandlers(context),
    ...userHandlers(context),
    ...flagHandlers(context),
    ...listingHandlers(context),
    ...auctionHandlers(context),
    ...bidHandlers(context),
    ...buyingListingHandlers(context),
    ...buyingAuctionHandlers(context),
    ...offerHandlers(context),
    ...persistentProxyHandlers(context),
    ...checkoutHandlers(context),
    ...runListHandlers(context),
    ...claimHandlers(context),
    ...reserveHandlers(context),
    ...searchOptionHandlers(context),
    ...savedSearchHandlers(context),
    ...searchActionHandlers(context),
    ...myAuctionsListHandlers(context),
    ...myAuctionsOfferHandlers(context),
    ...titleHandlers(context),
    ...myAuctionsDocumentHandlers(context),
    ...notificationHandlers(context),
    ...termsHandlers(context),
    ...loyaltyHandlers(context),
    ...savedAuctionHandlers(context),
    ...launchHandlers(context),
    ...runChangesHandlers(context),
    ...logoHandlers(context),
    ...settingsHandlers(context),
    ...transportHandlers(context),
    ...transportOrderHandlers(context),
    ...accountHandlers(context),
    ...organizationHandlers(context),
    ...teamHandlers(context),
    ...paymentMethodHandlers(context),
    ...constantHandlers(context),
    ...capitalHandlers(context),
    ...capitalActionHandlers(context),
    ...myAccountHandlers(context),
    ...postSaleHandlers(context),
    ...inventoryHandlers(context),
    ...inventoryActionHandlers(context),
    ...imageHandlers(context),
  ]
  return [...rest, ...graphqlHandlers(context, () => rest)]
}
