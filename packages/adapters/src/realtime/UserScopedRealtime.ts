import type { SessionControl } from '@gavel/domain'
import type { RealtimeChannels } from './LiveAuctionFeedRealtime'

/** The part of @gavel/sdk's realtime client this wrapper drives. */
export interface ClosableChannels extends RealtimeChannels {
  close(): void
}

/**
 * One realtime connection per signed-in user (shell §4.2: logout "unsubscribes real-time channels"). When the
 * user signs out, here or in another window, or another user signs in, the socket authenticated as the
 * previous user is closed; the next subscription opens a fresh one with the new user's token.
 */
export class UserScopedRealtime implements RealtimeChannels {
  #client: ClosableChannels | null = null
  #userId: number | null

  constructor(
    private readonly create: () => ClosableChannels,
    session: Pick<SessionControl, 'current' | 'subscribe'>,
  ) {
    this.#userId = session.current()?.user.id ?? null
    session.subscribe(() => {
      const userId = session.current()?.user.id ?? null
      if (userId === this.#userId) return
      this.#userId = userId
      this.#client?.close()
      this.#client = null
    })
  }

  subscribe(channel: string, handler: (frame: unknown) => void): () => void {
    return this.#connection().subscribe(channel, handler)
  }

  onStatus(listener: Parameters<RealtimeChannels['onStatus']>[0]): () => void {
    return this.#connection().onStatus(listener)
  }

  onResync(listener: () => void): () => void {
    return this.#connection().onResync(listener)
  }

  onSubscribed(listener: (channel: string) => void): () => void {
    return this.#connection().onSubscribed(listener)
  }

  #connection(): ClosableChannels {
    this.#client ??= this.create()
    return this.#client
  }
}
