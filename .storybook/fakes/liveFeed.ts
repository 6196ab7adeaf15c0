import {
  type Auction,
  type AuctionId,
  dealerId,
  dollars,
  type FeedListener,
  type LiveAuctionFeed,
  type LiveMessage,
  userId,
} from '@gavel/domain'

/** A feed a play function drives by hand: `emit` a message, `resync` as after a reconnect. */
export interface ManualFeed extends LiveAuctionFeed {
  emit(message: LiveMessage): void
  resync(): void
  /** The ids currently watched, all subscriptions together. */
  watched(): AuctionId[]
}

export const createManualFeed = (): ManualFeed => {
  const subs = new Set<{ ids: readonly AuctionId[]; listener: FeedListener }>()
  return {
    watch: (ids, listener) => {
      const sub = { ids, listener }
      subs.add(sub)
      return () => subs.delete(sub)
    },
    emit: (message) => {
      for (const s of subs) if (s.ids.includes(message.auction.id)) s.listener.onMessage(message)
    },
    resync: () => {
      for (const s of subs) s.listener.onResync?.()
    },
    watched: () => [...subs].flatMap((s) => s.ids),
  }
}

/** A BID message as another dealer outbidding the current high bid by `step`. */
export const bidMessage = (auction: Auction, amount: number): LiveMessage => ({
  type: 'BID',
  auction: {
    id: auction.id,
    currentBid: dollars(amount),
    endsAt: auction.endsAt,
    highBidderDealerId: dealerId(650),
    highBidderId: userId(2650),
    sellerDealerId: auction.seller.dealerId,
    sellerId: auction.seller.userId,
    bidCount: auction.bidCount + 1,
    state: null,
    status: auction.status,
  },
})

/**
 * A lively room for demos: every `intervalMs` another dealer bids $100 over a random watched auction.
 * Reads the current auction from `lookup` so amounts keep climbing.
 */
export const createTimerFeed = (
  lookup: (id: AuctionId) => Auction | undefined,
  intervalMs = 1500,
): LiveAuctionFeed => ({
  watch: (ids, listener) => {
    const bids = new Map<AuctionId, Auction>()
    const timer = setInterval(() => {
      const id = ids[Math.floor(Math.random() * ids.length)]
      if (id === undefined) return
      const auction = bids.get(id) ?? lookup(id)
      if (auction === undefined) return
      const amount = (auction.highBid?.amount ?? auction.startPrice) + 100
      const message = bidMessage(auction, amount)
      bids.set(id, {
        ...auction,
        bidCount: message.auction.bidCount,
        highBid: { amount: dollars(amount), userId: userId(2650), dealerId: dealerId(650) },
      })
      listener.onMessage(message)
    }, intervalMs)
    return () => clearInterval(timer)
  },
})
