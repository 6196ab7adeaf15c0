import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/settings.js'
import { settingsOperations } from './operations.js'

/** A typed client of the settings gateway (contracts/openapi/settings.yaml). Calls reject with `SdkError`. */
export type SettingsClient = Client<paths, 'application/json'>

/**
 * User settings (marketplace.md 7): settings, SMS settings, the key-value store, profile edits, dealership logo.
 *
 * @example
 * const settings = createSettingsClient({ baseUrl: config.gateways.settings, clientVersion, getAccessToken })
 * await settings.PUT('/bff/settings', {
 *   body: { settings: [{ category: 'marketplace', setting_key: 'prefer_search_refresh', setting_value: 'true' }] },
 * })
 */
export const createSettingsClient = (options: SdkClientOptions): SettingsClient =>
  createGatewayClient<paths>(options, settingsOperations)
