import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/inventory.js'
import { inventoryOperations } from './operations.js'

/** A typed client of the inventory gateway (contracts/openapi/inventory.yaml). Calls reject with `SdkError`. */
export type InventoryClient = Client<paths, 'application/json'>

/** Sends a multipart body: strings as fields, Blobs as files, arrays as repeated parts (uploads, marketplace.md 7). */
export const multipartForm = (body: Record<string, string | Blob | readonly (string | Blob)[]>): FormData => {
  const form = new FormData()
  for (const [name, value] of Object.entries(body))
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part as string | Blob)
  return form
}

/**
 * Dealership inventory, sending vehicles to auction, uploads and the inventory terms (marketplace.md 7 Inventory).
 * Until the terms are accepted every other call answers 403 `terms_required`.
 *
 * @example
 * const inventory = createInventoryClient({ baseUrl: config.gateways.inventory, clientVersion: '1.0.0', getAccessToken })
 * const { data: terms } = await inventory.GET('/bff/inventory/terms_of_service')
 * if (terms?.acceptanceRequired)
 *   await inventory.POST('/bff/inventory/terms_of_service', { body: { eulaId: terms.eulaId, acceptedDate: new Date().toISOString() } })
 */
export const createInventoryClient = (options: SdkClientOptions): InventoryClient =>
  createGatewayClient<paths>(options, inventoryOperations)
