import { type AuctionId, auctionId, type FeedListener, type LiveAuctionFeed } from '@gavel/domain'
import { toLiveMessage } from '../wire/liveMessageWire'

/** The part of @gavel/sdk's realtime client this adapter uses. */
export interface RealtimeChannels {
  subscribe(channel: string, handler: (frame: unknown) => void): () => void
  onStatus(listener: (status: 'connecting' | 'open' | 'reconnecting' | 'closed') => void): () => void
  onResync(listener: () => void): () => void
  onSubscribed(listener: (channel: string) => void): () => void
}

const UPDATES = 'updates.'

/**
 * Live auction updates over updates.{id} and ended_updates.{id} (shell §7). Frames are decoded into domain
 * messages; a frame that breaks the contract is dropped and reported, never thrown into the screen.
 */
export class LiveAuctionFeedRealtime implements LiveAuctionFeed {
  constructor(
    private readonly channels: RealtimeChannels,
    private readonly report: (error: unknown) => void = () => {},
  ) {}

  watch(auctionIds: readonly AuctionId[], listener: FeedListener): () => void {
    const onFrame = (frame: unknown) => {
      let message: ReturnType<typeof toLiveMessage>
      try {
        message = toLiveMessage(frame)
      } catch (error) {
        this.report(error)
        return
      }
      listener.onMessage(message)
    }
    const stops = auctionIds.flatMap((id) => [
      this.channels.subscribe(`updates.${id}`, onFrame),
      this.channels.subscribe(`ended_updates.${id}`, onFrame),
    ])
    if (listener.onStatus) stops.push(this.channels.onStatus(listener.onStatus))
    return () => {
      for (const stop of stops) stop()
    }
  }

  onResync(listener: () => void): () => void {
    return this.channels.onResync(listener)
  }

  /** Told when the server confirms an auction's `updates.{id}` (its `ended_updates.{id}` comes beside it). */
  onLive(listener: (id: AuctionId) => void): () => void {
    return this.channels.onSubscribed((channel) => {
      // the channels this feed subscribes, so the rest is an id
      if (channel.startsWith(UPDATES)) listener(auctionId(Number(channel.slice(UPDATES.length))))
    })
  }
}
