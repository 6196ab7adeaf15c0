import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import { isSdkError } from '../errors/SdkError.js'
import type { paths } from '../generated/capital.js'
import { capitalOperations } from './operations.js'

/** A typed client of the capital gateway (contracts/openapi/capital.yaml). Calls reject with `SdkError`. */
export type CapitalClient = Client<paths, 'application/json'>

/**
 * Capital: account, invoices, fees, payments, onboarding, leads, line increases (marketplace.md 7 Capital service).
 *
 * @example
 * const capital = createCapitalClient({ baseUrl: config.gateways.capital, clientVersion: '1.0.0', getAccessToken })
 * if (await isCapitalUser(capital)) await capital.GET('/open-invoices')
 */
export const createCapitalClient = (options: SdkClientOptions): CapitalClient =>
  createGatewayClient<paths>(options, capitalOperations)

/**
 * The capital user check: "404 ignored; other errors mark the capital check failed" (marketplace.md 8) — a 404
 * resolves false, any other failure rejects.
 */
export const isCapitalUser = async (client: CapitalClient): Promise<boolean> => {
  try {
    const { data } = await client.GET('/account/user/exists')
    return data?.exists === true
  } catch (error) {
    if (isSdkError(error) && error.status === 404) return false
    throw error
  }
}
