import { createSandbox } from '@gavel/sandbox/node'
import type { WebSocketConstructor } from '@gavel/sdk'
import { allAreas } from '../areas'
import { createContainer } from '../container/createContainer'
import { MemoryStorage } from './MemoryStorage'

/** Looks WebSocket up when a socket opens: MSW replaces the global only once the server listens. */
class LateBoundWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    // biome-ignore lint/correctness/noConstructorReturn: a constructor that hands back the global's socket
    return new globalThis.WebSocket(url, protocols)
  }
}

/**
 * The app's real object graph against the sandbox's MSW handlers in Node: real SDK clients, real decoders, a
 * manual clock. Call `listen()` before using it and `close()` after.
 */
export const sandboxContainer = (options: { readonly backgroundBidding?: boolean } = {}) => {
  const sandbox = createSandbox({ seed: 7, auctions: 60, backgroundBidding: options.backgroundBidding ?? false })
  const events = new EventTarget()
  const storage = new MemoryStorage()
  const expired: string[] = []
  const reported: unknown[] = []
  const services = createContainer({
    areas: allAreas,
    config: {
      environment: 'test',
      brand: 'Gavel',
      gateways: { ...sandbox.baseUrls },
      realtime: sandbox.baseUrls.realtime,
    },
    hooks: { onSessionExpired: () => expired.push('expired'), report: (e) => reported.push(e) },
    platform: {
      storage,
      events: {
        addEventListener: events.addEventListener.bind(events),
        removeEventListener: events.removeEventListener.bind(events),
      },
      locks: undefined,
      fetch: (request) => globalThis.fetch(request),
      WebSocket: LateBoundWebSocket as unknown as WebSocketConstructor,
      now: () => sandbox.clock.now(),
      isOnline: () => true,
    },
  })
  return {
    sandbox,
    services,
    storage,
    expired,
    reported,
    listen: () => sandbox.listen(),
    close: () => sandbox.server.close(),
  }
}
