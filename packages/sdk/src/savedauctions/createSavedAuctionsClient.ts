import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/savedauctions.js'
import { savedAuctionsOperations } from './operations.js'

/** A typed client of the saved-auctions gateway (contracts/openapi/savedauctions.yaml). Calls reject with `SdkError`. */
export type SavedAuctionsClient = Client<paths, 'application/json'>

/**
 * Saved auctions and their launch (marketplace.md 7 Saved auctions).
 *
 * @example
 * const saved = createSavedAuctionsClient({ baseUrl: config.gateways.savedauctions, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await saved.GET('/bff/saved_auctions', { params: { query: { from: 0, size: 10, all_dealers: true } } })
 */
export const createSavedAuctionsClient = (options: SdkClientOptions): SavedAuctionsClient =>
  createGatewayClient<paths>(options, savedAuctionsOperations)
