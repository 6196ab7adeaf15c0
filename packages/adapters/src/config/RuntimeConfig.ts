import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isRuntimeConfig } from '../wire/guards/generated/guards'

/**
 * Runtime configuration from `/config.json` (`docs/architecture.md` "Web"): one build serves every environment.
 * `environment` drives the environment banner; `brand` is the product name in page titles (ADR 0029).
 */
export const RuntimeConfig = Schema.Struct({
  environment: Schema.String,
  brand: Schema.String,
  clientVersion: Schema.optional(Schema.String),
  /** Base URL of each gateway by name (identity, buying, …); the sandbox names every one it answers. */
  gateways: Schema.Record(Schema.String, Schema.String),
  realtime: Schema.String,
})
export type RuntimeConfig = typeof RuntimeConfig.Type

export const parseRuntimeConfig = guardOrThrow(isRuntimeConfig, 'runtime config')

/** The base URL of a gateway; a config that lacks one the app needs is a deployment error, said plainly. */
export const gatewayUrl = (config: RuntimeConfig, name: string): string => {
  const url = config.gateways[name]
  if (url === undefined) throw new Error(`/config.json names no '${name}' gateway`)
  return url
}
