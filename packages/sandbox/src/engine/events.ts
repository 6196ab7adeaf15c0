import type { LiveAuctionWire } from '../wire/liveAuction'

/** Message types handled (marketplace §3), as in contracts/realtime/live-messages.schema.json. */
export type LiveMessageType = 'TWO_MIN' | 'DEAL_UPDATE' | 'OUT_BID' | 'BID' | 'ENDED_UPDATE' | 'END' | 'KILLED' | 'NEW'

/** One change pushed to subscribers of `channel` (`updates.{id}`, `ended_updates.{id}`, `user.{userId}`). */
export interface LiveEvent {
  readonly channel: string
  readonly type: LiveMessageType
  readonly auction: LiveAuctionWire
  /** Epoch ms of the change on the engine's clock. */
  readonly sentAt: number
}

export type LiveListener = (event: LiveEvent) => void

/** A tiny synchronous fan-out; a throwing listener never stops the others. */
export const createEventBus = () => {
  const listeners = new Set<LiveListener>()
  return {
    subscribe(listener: LiveListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(event: LiveEvent): void {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch {
          // A subscriber's failure (a closed socket) is the subscriber's problem.
        }
      }
    },
  }
}
export type EventBus = ReturnType<typeof createEventBus>
