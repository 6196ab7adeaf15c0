import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/constants.js'
import { constantsOperations } from './operations.js'

/** A typed client of the constants gateway (contracts/openapi/constants.yaml). Calls reject with `SdkError`. */
export type ConstantsClient = Client<paths, 'application/json'>

/**
 * Business constants by key (marketplace.md 7 "Constants"). The web app caches them for an hour (marketplace.md 9).
 *
 * @example
 * const constants = createConstantsClient({ baseUrl: config.gateways.constants, clientVersion, getAccessToken })
 * const { data } = await constants.GET('/constants/{key}', { params: { path: { key: 'proxy_bid_types' } } })
 */
export const createConstantsClient = (options: SdkClientOptions): ConstantsClient =>
  createGatewayClient<paths>(options, constantsOperations)
