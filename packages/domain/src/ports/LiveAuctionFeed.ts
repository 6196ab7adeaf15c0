import type { AuctionId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import { createPortId } from './portId'

export type FeedStatus = 'connecting' | 'open' | 'reconnecting' | 'closed'

export interface FeedListener {
  onMessage(message: LiveMessage): void
  /** The connection came back after a gap: anything shown may be stale and should be refetched. */
  onResync?(): void
  onStatus?(status: FeedStatus): void
}

/** Live auction updates over the realtime channels updates.{id} and ended_updates.{id} (shell §7). */
export interface LiveAuctionFeed {
  watch(auctionIds: readonly AuctionId[], listener: FeedListener): () => void
}
export const LiveAuctionFeed = createPortId<LiveAuctionFeed>('live-auction-feed')
