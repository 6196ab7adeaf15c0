import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/myauctions.js'
import { myAuctionsOperations } from './operations.js'

/** A typed client of the my-auctions gateway (contracts/openapi/myauctions.yaml). Calls reject with `SdkError`. */
export type MyAuctionsClient = Client<paths, 'application/json'>

/**
 * My auctions (marketplace.md 7): active, won, sold, negotiations, offers and deals, exports and documents.
 * CSV and PDF downloads need `parseAs: 'text'` or `'blob'`.
 *
 * @example
 * const my = createMyAuctionsClient({ baseUrl: config.gateways.myauctions, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await my.PUT('/bff/deals/{id}', {
 *   params: { path: { id: 880005 }, header: { 'Idempotency-Key': intentId } },
 *   body: { action: 'counter', amount: 15400 },
 * })
 */
export const createMyAuctionsClient = (options: SdkClientOptions): MyAuctionsClient =>
  createGatewayClient<paths>(options, myAuctionsOperations)
