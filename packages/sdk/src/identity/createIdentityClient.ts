import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/identity.js'
import { identityOperations } from './operations.js'

/** A typed client of the identity gateway (contracts/openapi/identity.yaml). Calls reject with `SdkError`. */
export type IdentityClient = Client<paths, 'application/json'>

/**
 * The identity gateway: sign-in (password, legacy, SSO), token refresh, sign-out, password reset, adding users,
 * the user, login data, credit balance, short-lived tokens and feature flags.
 *
 * @example
 * const identity = createIdentityClient({ baseUrl: config.gateways.identity, clientVersion: '1.0.0' })
 * const { data } = await identity.POST('/api/login', { body: { userName, password } })
 */
export const createIdentityClient = (options: SdkClientOptions): IdentityClient =>
  createGatewayClient<paths>(options, identityOperations)
