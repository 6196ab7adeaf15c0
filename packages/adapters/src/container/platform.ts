import type { WebSocketConstructor } from '@gavel/sdk'

/**
 * What the browser (or a test) provides to the adapters. Every field has a browser default; Node tests pass
 * their own (MemoryStorage, an EventTarget, a fetch that MSW sees).
 */
export interface Platform {
  readonly storage: Storage
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>
  readonly locks: Pick<LockManager, 'request' | 'query'> | undefined
  readonly fetch: (request: Request) => Promise<Response>
  /** The socket class of the realtime client: the browser's, or the app's worker-backed one (realtime/workerWebSocket.ts). */
  readonly WebSocket: WebSocketConstructor
  readonly now: () => number
  readonly isOnline: () => boolean
}

const browserDefaults: { readonly [K in keyof Platform]: () => Platform[K] } = {
  storage: () => globalThis.localStorage,
  events: () => globalThis.window,
  locks: () => globalThis.navigator?.locks,
  fetch: () => (request) => globalThis.fetch(request),
  WebSocket: () => globalThis.WebSocket,
  now: () => () => Date.now(),
  isOnline: () => () => globalThis.navigator?.onLine ?? true,
}

/** The given overrides, with a browser default for each field left out (defaults are read only when needed). */
export const resolvePlatform = (overrides: Partial<Platform> = {}): Platform => {
  const pick = <K extends keyof Platform>(key: K): Platform[K] =>
    key in overrides ? (overrides[key] as Platform[K]) : browserDefaults[key]()
  return {
    storage: pick('storage'),
    events: pick('events'),
    locks: pick('locks'),
    fetch: pick('fetch'),
    WebSocket: pick('WebSocket'),
    now: pick('now'),
    isOnline: pick('isOnline'),
  }
}
