import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/loyalty.js'
import { loyaltyOperations } from './operations.js'

/** A typed client of the loyalty gateway (contracts/openapi/loyalty.yaml). Calls reject with `SdkError`. */
export type LoyaltyClient = Client<paths, 'application/json'>

/**
 * The dealer rewards program (marketplace.md 7 "Loyalty"): eligibility, enrolment status, opt-in.
 *
 * @example
 * const loyalty = createLoyaltyClient({ baseUrl: config.gateways.loyalty, clientVersion, getAccessToken })
 * const { data } = await loyalty.GET('/api/loyalty/v2/opt-in/status')
 * await loyalty.POST('/api/loyalty/v2/opt-in', { body: { dealer_ids: [111] } })
 */
export const createLoyaltyClient = (options: SdkClientOptions): LoyaltyClient =>
  createGatewayClient<paths>(options, loyaltyOperations)
