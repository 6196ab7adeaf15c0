import type { RequestHandler } from 'msw'
import type { Engine } from '../engine/createEngine'
import { accountHandlers } from './account'
import { auctionHandlers } from './auction'
import { authHandlers } from './auth'
import { bidHandlers } from './bids'
import { buyingMoreHandlers } from './buyingMore'
import { capitalHandlers } from './capital'
import { capitalActionHandlers } from './capitalActions'
import { constantHandlers } from './constants'
import { flagHandlers } from './flags'
import { graphqlHandlers } from './graphql'
import type { BaseUrls } from './http'
import { imageHandlers } from './images'
import { inventoryHandlers } from './inventory'
import { inventoryActionHandlers } from './inventoryActions'
import { listingHandlers } from './listings'
import { logoHandlers } from './logos'
import { loyaltyHandlers } from './loyalty'
import { myAccountHandlers } from './myAccount'
import { myAuctionsListHandlers } from './myAuctions'
import { myAuctionsDocumentHandlers } from './myAuctionsDocuments'
import { myAuctionsOfferHandlers } from './myAuctionsOffers'
import { notificationHandlers } from './notifications'
import { organizationHandlers } from './organization'
import { paymentMethodHandlers } from './paymentMethod'
import { postSaleHandlers } from './postSale'
import { runChangesHandlers } from './runChanges'
import { savedAuctionHandlers } from './savedAuctions'
import { launchHandlers } from './savedAuctionsLaunch'
import { searchHandlers } from './search'
import { settingsHandlers } from './settings'
import { teamHandlers } from './team'
import { termsHandlers } from './terms'
import { titleHandlers } from './titles'
import { transportHandlers } from './transport'
import { transportOrderHandlers } from './transportOrders'
import { transportPromotionHandlers } from './transportPromotions'
import { userHandlers } from './user'

export interface HandlerOptions {
  readonly baseUrls: BaseUrls
}

/**
 * MSW handlers for every operation of contracts/openapi/identity.yaml and buying.yaml (STYLE rule 16), answering
 * from the engine's world, plus the sandbox's placeholder photos. Use them with `setupServer`, `setupWorker` or
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
    ...buyingMoreHandlers(context),
    ...searchHandlers(context),
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
