/**
 * @gavel/sdk — typed clients for every Gavel gateway and the realtime client (ARCHITECTURE.md, SDK).
 * Wire-level only: no domain types. The contracts under `contracts/openapi` are the source of truth.
 */

export type { BuyingClient } from './buying/createBuyingClient'
export { createBuyingClient } from './buying/createBuyingClient'
export type { OperationPolicy } from './client/operations'
export type { RetryOptions, SdkClientOptions, UnauthorizedInfo } from './client/options'
export { ABORTED_MESSAGE, DEFAULT_ERROR_MESSAGE, IDLE_OR_OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from './errors/messages'
export type { SdkErrorInit, SdkErrorKind } from './errors/SdkError'
export { isSdkError, SdkError } from './errors/SdkError'
export type { components as BuyingComponents, paths as BuyingPaths } from './generated/buying'
export type { components as IdentityComponents, paths as IdentityPaths } from './generated/identity'
export type { IdentityClient } from './identity/createIdentityClient'
export { createIdentityClient } from './identity/createIdentityClient'
