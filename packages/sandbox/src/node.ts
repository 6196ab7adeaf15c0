import type { RequestHandler } from 'msw'
import { type SetupServer, setupServer } from 'msw/node'
import { type ManualClock, manualClock } from './engine/clock'
import { gatewayUrls } from './gateways'
import { createHandlers } from './handlers/createHandlers'
import type { BaseUrls } from './handlers/kit/context'
import { realtimeHandler } from './realtime/link'
import { createSandboxCore, type SandboxCore, type SandboxCoreOptions } from './sandbox'

/** Where the Node sandbox answers unless told otherwise. */
export const NODE_BASE_URLS = {
  ...gatewayUrls('http://sandbox.gavel.test'),
  realtime: 'ws://sandbox.gavel.test/realtime',
} as const

export interface NodeSandboxUrls extends BaseUrls {
  readonly realtime?: string
}

export interface NodeSandboxOptions extends SandboxCoreOptions {
  /** The engine's clock starts here (epoch ms) and moves only with `clock.advance()`. Default `Date.now()`. */
  readonly now?: number
  readonly baseUrls?: NodeSandboxUrls
}

export interface NodeSandbox extends SandboxCore {
  readonly clock: ManualClock
  readonly baseUrls: Required<NodeSandboxUrls>
  /** Fresh handlers for other base URLs (same world). */
  handlers(baseUrls?: NodeSandboxUrls): RequestHandler[]
  /** MSW `setupServer` with the handlers and the realtime link; call `listen()` or `server.listen({ onUnhandledFrame: 'error' })`. */
  readonly server: SetupServer
  /** `server.listen({ onUnhandledFrame: 'error' })`: an unmatched request fails the test. */
  listen(): void
  /** Moves the clock and lets the engine catch up. */
  advance(ms: number): void
}

/**
 * The sandbox for Node tests (`docs/architecture.md` Sandbox: "Node's setupServer"): a seeded world on a manual clock,
 * the contract handlers, and the realtime socket via `ws.link()`. Nothing runs by itself: tests call
 * `advance(ms)` (or `clock.advance` + `engine.tick()`).
 */
export const createSandbox = (options: NodeSandboxOptions = {}): NodeSandbox => {
  const clock = manualClock(options.now ?? Date.now())
  const core = createSandboxCore(clock, options)
  const baseUrls = { ...NODE_BASE_URLS, ...options.baseUrls }
  const handlers = (urls: NodeSandboxUrls = baseUrls): RequestHandler[] =>
    createHandlers(core.engine, { baseUrls: urls })
  const server = setupServer(...handlers(), realtimeHandler(core.engine, baseUrls.realtime))
  return {
    ...core,
    clock,
    baseUrls,
    handlers,
    server,
    listen: () => server.listen({ onUnhandledFrame: 'error' }),
    advance: (ms) => {
      clock.advance(ms)
      core.engine.tick()
    },
  }
}

export { type SandboxServer, type SandboxServerOptions, startSandboxServer } from './hosts/httpServer'
export { personasTable } from './hosts/personasTable'
export { KNOWN_PROVIDER_STATES } from './hosts/providerStates'
