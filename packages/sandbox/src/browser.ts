import { HttpResponse, http, type RequestHandler, type WebSocketHandler } from 'msw'
import { type Clock, type ManualClock, manualClock, systemClock } from './engine/clock'
import { cryptoTokens } from './engine/createEngine'
import { gatewayUrls } from './gateways'
import { createHandlers } from './handlers/createHandlers'
import { realtimeHandler } from './realtime/link'
import { createSandboxCore, type SandboxCore, type SandboxCoreOptions } from './sandbox'

export interface BrowserSandboxOptions extends SandboxCoreOptions {
  /** The page's origin by default; gateways answer under `{origin}/gw/{gateway}`. */
  readonly origin?: string
  /** A fixed start (epoch ms) on a manual clock, for stories that must not move; default real time. */
  readonly now?: number
  /** Real-time mode: how often the engine catches up (ms). Default 250. */
  readonly tickMs?: number
}

export interface BrowserSandbox extends SandboxCore {
  readonly clock: Clock | ManualClock
  /** For `setupWorker(...handlers)` or Storybook's `parameters.msw.handlers`. */
  readonly handlers: (RequestHandler | WebSocketHandler)[]
  /** What `/config.json` answers (the handlers serve it too). */
  readonly config: {
    environment: 'sandbox'
    brand: string
    gateways: { identity: string; buying: string }
    realtime: string
  }
  /** Stops the engine's interval. */
  stop(): void
}

/**
 * The sandbox in the browser (Storybook, static demo): the same world, engine and handlers as the Node hosts,
 * `/config.json`, and the realtime socket through MSW's `ws.link()`. The caller runs
 * `setupWorker(...sandbox.handlers).start()` from 'msw/browser'. In real-time mode the engine is driven by an
 * interval; with `now` it stays still until the story moves `clock`.
 */
export const createBrowserSandbox = (options: BrowserSandboxOptions = {}): BrowserSandbox => {
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost'
  const clock = options.now === undefined ? systemClock : manualClock(options.now)
  const hasCrypto = typeof globalThis.crypto?.randomUUID === 'function'
  const core = createSandboxCore(clock, { ...(hasCrypto ? { tokens: cryptoTokens } : {}), ...options })
  const config = {
    environment: 'sandbox' as const,
    brand: 'Gavel',
    gateways: gatewayUrls(origin),
    realtime: `${origin.replace(/^http/, 'ws')}/realtime`,
  }
  const handlers = [
    http.get(`${origin}/config.json`, () => HttpResponse.json(config)),
    ...createHandlers(core.engine, { baseUrls: config.gateways }),
    realtimeHandler(core.engine, config.realtime),
  ]
  const interval = options.now === undefined ? setInterval(() => core.engine.tick(), options.tickMs ?? 250) : undefined
  return { ...core, clock, handlers, config, stop: () => clearInterval(interval) }
}
