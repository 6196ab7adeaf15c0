import type { Engine } from '../../engine/createEngine'
import type { GatewayName } from '../../gateways'

/** Base URL of each gateway the handlers answer (ADR 0001: one base URL per gateway, from /config.json). */
export type BaseUrls = Readonly<Record<GatewayName, string>>

/** What every gateway's handler factory receives: the engine and where each gateway answers. */
export interface HandlerContext {
  readonly engine: Engine
  readonly baseUrls: BaseUrls
}
