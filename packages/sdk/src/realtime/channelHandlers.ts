import type { RealtimeMessage } from './frames.js'
import type { MessageHandler } from './options.js'

/**
 * Every channel's handlers. A channel with one handler, which is nearly every channel (two per listed auction: 20,000
 * with 10,000 auctions loaded), holds the function itself; only a second handler makes it a Set. A Set per channel
 * cost 2.3 MB of a 21 MB heap with 10,000 auctions loaded.
 */
export class ChannelHandlers {
  readonly #byChannel = new Map<string, MessageHandler | Set<MessageHandler>>()

  get size(): number {
    return this.#byChannel.size
  }

  channels(): IterableIterator<string> {
    return this.#byChannel.keys()
  }

  /** Adds a handler (once, however often it is added); true when the channel had none. */
  add(channel: string, handler: MessageHandler): boolean {
    const current = this.#byChannel.get(channel)
    if (current === undefined) this.#byChannel.set(channel, handler)
    else if (typeof current !== 'function') current.add(handler)
    else if (current !== handler) this.#byChannel.set(channel, new Set([current, handler]))
    return current === undefined
  }

  /** Removes a handler; true when that leaves the channel with none. */
  remove(channel: string, handler: MessageHandler): boolean {
    const current = this.#byChannel.get(channel)
    if (current === undefined) return false
    if (typeof current === 'function' ? current !== handler : !current.delete(handler) || current.size > 0) return false
    this.#byChannel.delete(channel)
    return true
  }

  /** Calls the channel's handlers; one that throws does not keep the frame from the others. */
  dispatch(channel: string, message: RealtimeMessage): void {
    const current = this.#byChannel.get(channel)
    if (typeof current === 'function') call(current, message)
    else if (current !== undefined) for (const handler of current) call(handler, message)
  }

  clear(): void {
    this.#byChannel.clear()
  }
}

/** Calls one listener; one that throws must not starve the others or kill the socket. */
export const call = <T>(listener: (value: T) => void, value: T): void => {
  try {
    listener(value)
  } catch {
    // swallowed: the socket and the other listeners go on
  }
}
