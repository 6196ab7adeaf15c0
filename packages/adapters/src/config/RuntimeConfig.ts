import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'

/**
 * Runtime configuration from `/config.json` (ARCHITECTURE.md "Web"): one build serves every environment.
 * `environment` drives the environment banner; `brand` is the product name in page titles (DECISIONS.md).
 */
export const RuntimeConfig = Schema.Struct({
  environment: Schema.String,
  brand: Schema.String,
  clientVersion: Schema.optional(Schema.String),
  gateways: Schema.Struct({ identity: Schema.String, buying: Schema.String }),
  realtime: Schema.String,
})
export type RuntimeConfig = typeof RuntimeConfig.Type

export const parseRuntimeConfig = decodeOrThrow(RuntimeConfig, 'runtime config')
