import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/search.js'
import { searchOperations } from './operations.js'

/** A typed client of the search gateway (contracts/openapi/search.yaml). Calls reject with `SdkError`. */
export type SearchClient = Client<paths, 'application/json'>

/**
 * The search service (marketplace.md 7): filter options, suggestions, saved and recent searches, the ended search,
 * the watchlist and hiding an auction.
 *
 * @example
 * const search = createSearchClient({ baseUrl: config.gateways.search, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await search.POST('/saved_search', {
 *   body: { name: 'Trucks', filters: [{ filterType: 'make', value: 'Ford' }], auctionLaunchPushNotification: true },
 * })
 */
export const createSearchClient = (options: SdkClientOptions): SearchClient =>
  createGatewayClient<paths>(options, searchOperations)
