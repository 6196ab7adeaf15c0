import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/myaccount.js'
import { myAccountOperations } from './operations.js'

/** A typed client of the my-account gateway (contracts/openapi/myaccount.yaml). Calls reject with `SdkError`. */
export type MyAccountClient = Client<paths, 'application/json'>

/**
 * Seller performance and dealership invoices (marketplace.md 7 My-account service). The CSV export and the PDF
 * download need `parseAs: 'text'` / `'blob'`.
 *
 * @example
 * const account = createMyAccountClient({ baseUrl: config.gateways.myaccount, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await account.GET('/invoice/summary', { params: { query: { dealer_id: 103 } } })
 */
export const createMyAccountClient = (options: SdkClientOptions): MyAccountClient =>
  createGatewayClient<paths>(options, myAccountOperations)
