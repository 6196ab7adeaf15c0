import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { components, paths } from '../generated/organization.js'
import { organizationOperations } from './operations.js'

/** A typed client of the organization gateway (contracts/openapi/organization.yaml). Calls reject with `SdkError`. */
export type OrganizationClient = Client<paths, 'application/json'>

/** The address page size the client reads with (marketplace.md 9: "Address page size: 100"). */
export const ADDRESS_PAGE_SIZE = 100

/**
 * Dealerships, addresses, contacts (marketplace.md 7 organization service).
 *
 * @example
 * const org = createOrganizationClient({ baseUrl: config.gateways.organization, clientVersion: '1.0.0', getAccessToken })
 * const addresses = await allAddresses(org, dealerId)
 */
export const createOrganizationClient = (options: SdkClientOptions): OrganizationClient =>
  createGatewayClient<paths>(options, organizationOperations)

/**
 * Every address of a dealership, "page by page (page 0, pageSize 100) while meta.hasNextPage is true, reading
 * data.addresses" (marketplace.md 7). Wire-level: `postalCode` stays as sent; mapping it to zipCode is the caller's.
 */
export const allAddresses = async (
  client: OrganizationClient,
  dealer: number,
): Promise<components['schemas']['Address'][]> => {
  const out: components['schemas']['Address'][] = []
  for (let page = 0; ; page++) {
    const { data } = await client.GET('/address/{dealer}/paginate', {
      params: { path: { dealer }, query: { page, pageSize: ADDRESS_PAGE_SIZE } },
    })
    out.push(...(data?.data.addresses ?? []))
    if (!data?.meta.hasNextPage) return out
  }
}
