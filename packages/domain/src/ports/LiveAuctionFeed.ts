import type { AuctionId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import { createPortId } from './portId'

export type FeedStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export interface FeedListener {
  onMessage(message: LiveMessage): void
  onStatus?(status: FeedStatus): void
}

/** Live auction updates over the realtime channels updates.{id} and ended_updates.{id} (shell §7). */
export interface LiveAuctionFeed {
  /** Hears the messages of these auctions' channels until the returned stop runs. */
  watch(auctionIds: readonly AuctionId[], listener: FeedListener): () => void
  /**
   * Hears each time the connection comes back after a gap, whatever is watched: anything shown may be stale and
   * should be refetched. Returns a stop.
   */
  onResync(listener: () => void): () => void
  /**
   * Hears that an auction's updates channel is live: the server confirmed it, on the first watch and again after a
   * reconnect. From then on no message of it is missed, but what was read before may have missed one (a bid placed
   * while the channel was being joined). Returns a stop.
   */
  onLive(listener: (id: AuctionId) => void): () => void
}
export const LiveAuctionFeed = createPortId<LiveAuctionFeed>('live-auction-feed')
