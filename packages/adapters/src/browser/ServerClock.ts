import { type Clock, type EpochMillis, epochMillis } from '@gavel/domain'

/**
 * The server's clock as this client knows it (shell §4.2): local time plus the offset measured from the
 * last server-time header. `observe` is handed to the SDK's onServerTime hook.
 */
export class ServerClock implements Clock {
  #offset = 0
  constructor(private readonly localNow: () => number = () => Date.now()) {}

  now(): EpochMillis {
    return epochMillis(this.localNow() + this.#offset)
  }

  offsetMs(): number {
    return this.#offset
  }

  observe(serverMs: number, localMs: number): void {
    if (Number.isFinite(serverMs) && Number.isFinite(localMs)) this.#offset = serverMs - localMs
  }
}
