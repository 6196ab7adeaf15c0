import type { RequestHandler } from 'msw'
import type { Engine } from '../engine/createEngine'
import { listingHandlers } from './buying/activeListings'
import { buyingAuctionHandlers } from './buying/auctionInfo'
import { bidHandlers } from './buying/bids'
import { checkoutHandlers } from './buying/checkout'
import { claimHandlers } from './buying/claims'
import { graphqlHandlers } from './buying/graphql'
import { offerHandlers } from './buying/offers'
import { buyingListingHandlers } from './buying/otherListings'
import { persistentProxyHandlers } from './buying/persistentProxy'
import { postSaleHandlers } from './buying/postSale'
import { reserveHandlers } from './buying/reserve'
import { runListHandlers } from './buying/runList'
import { auctionHandlers } from './buying/singleAuction'
import { imageHandlers } from './buying/vehicleImages'
import { capitalHandlers } from './capital/capital'
import { capitalActionHandlers } from './capital/capitalActions'
import { constantHandlers } from './constants/constants'
import { accountHandlers } from './identity/account'
import { flagHandlers } from './identity/featureFlags'
import { authHandlers } from './identity/sessions'
import { userHandlers } from './identity/users'
import { inventoryHandlers } from './inventory/inventory'
import { inventoryActionHandlers } from './inventory/inventoryActions'
import type { BaseUrls } from './kit/context'
import { loyaltyHandlers } from './loyalty/loyalty'
import { myAccountHandlers } from './myaccount/myAccount'
import { myAuctionsOfferHandlers } from './myauctions/deals'
import { myAuctionsDocumentHandlers } from './myauctions/documents'
import { myAuctionsListHandlers } from './myauctions/lists'
import { titleHandlers } from './myauctions/titles'
import { notificationHandlers } from './notifications/notifications'
import { organizationHandlers } from './organization/organization'
import { paymentMethodHandlers } from './organization/paymentMethod'
import { teamHandlers } from './organization/team'
import { inspectionHandlers } from './savedauctions/inspections'
import { launchHandlers } from './savedauctions/launch'
import { runChangesHandlers } from './savedauctions/runChanges'
import { savedAuctionHandlers } from './savedauctions/savedAuctions'
import { marketReportHandlers } from './search/marketReport'
import { savedSearchHandlers } from './search/savedSearches'
import { searchActionHandlers } from './search/searchActions'
import { searchOptionHandlers } from './search/searchOptions'
import { logoHandlers } from './settings/dealershipLogos'
import { offboardingHandlers } from './settings/offboarding'
import { settingsHandlers } from './settings/settings'
import { termsHandlers } from './terms/terms'
import { transportHandlers } from './transport/transport'
import { transportOrderHandlers } from './transport/transportOrders'
import { transportPromotionHandlers } from './transport/transportPromotions'

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
    ...marketReportHandlers(context),
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
    ...inspectionHandlers(context),
    ...logoHandlers(context),
    ...settingsHandlers(context),
    ...offboardingHandlers(context),
    ...transportHandlers(context),
    ...transportOrderHandlers(context),
    ...transportPromotionHandlers(context),
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
