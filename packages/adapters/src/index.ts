/**
 * @gavel/adapters — the domain's ports implemented with @gavel/sdk and the browser, and the one
 * `createContainer(config)` that wires them.
 */
export type { Area } from './areas/defineArea'
export type { RuntimeConfig } from './config/RuntimeConfig'
export { gatewayUrl, parseRuntimeConfig } from './config/RuntimeConfig'
export type { ContainerOptions, GavelContainer } from './container/createContainer'
export { createContainer } from './container/createContainer'
export type { ContainerHooks } from './container/hooks'
export type { Platform } from './container/platform'
export { workerWebSocket } from './realtime/workerWebSocket'
