/**
 * @gavel/sdk — typed clients for every Gavel gateway and the realtime client (ARCHITECTURE.md, SDK).
 * Wire-level only: no domain types. The contracts under `contracts/openapi` are the source of truth.
 */
export type { components as BuyingComponents, paths as BuyingPaths } from './generated/buying'
export type { components as IdentityComponents, paths as IdentityPaths } from './generated/identity'
