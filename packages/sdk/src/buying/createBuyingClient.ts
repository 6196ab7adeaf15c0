import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/buying.js'
import { buyingOperations } from './operations.js'

/** A typed client of the buying gateway (contracts/openapi/buying.yaml). Calls reject with `SdkError`. */
export type BuyingClient = Client<paths, 'application/json'>

/**
 * The buying gateway (easy-pass BFF): live listing, counts, one auction and bids.
 *
 * @example
 * const buying = createBuyingClient({ baseUrl: config.gateways.buying, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await buying.POST('/auction/{id}/bid', {
 *   params: { path: { id: 123 }, header: { 'Idempotency-Key': intentId } },
 *   body: { auctionId: 123, amount: 5200, userId: 42, proxy: false, persistent: false },
 * })
 */
export const createBuyingClient = (options: SdkClientOptions): BuyingClient =>
  createGatewayClient<paths>(options, buyingOperations)
