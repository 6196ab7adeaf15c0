import { type Auction, type AuctionId, applyLiveMessage, type BidReceipt, type LiveMessage } from '@gavel/domain'
import { applyReceipt } from './applyReceipt'

/**
 * Live auction state outside React (ARCHITECTURE.md "UI"): server pages are loaded in, live messages are
 * queued and applied together once per animation frame, and listeners hear one notification per frame
 * however many messages arrived. Components read one auction each with useLiveAuction.
 */
export interface LiveAuctionStore {
  get(id: AuctionId): Auction | undefined
  subscribe(listener: () => void): () => void
  /** Server data (a page, a refetch). Kept unless the live copy has seen more bids. */
  load(auctions: readonly Auction[]): void
  /** Queues a live message for the next frame. */
  push(message: LiveMessage): void
  /** Applies the server's bid receipt at once. */
  applyReceipt(receipt: BidReceipt): void
  /** Drops queued messages and the pending frame (listeners stay: React unsubscribes them itself). */
  dispose(): void
}

/** Runs `fn` before the next paint; returns a cancel function. */
export type FrameScheduler = (fn: () => void) => () => void

const animationFrame: FrameScheduler = (fn) => {
  const handle = requestAnimationFrame(fn)
  return () => cancelAnimationFrame(handle)
}

export const createLiveAuctionStore = (schedule: FrameScheduler = animationFrame): LiveAuctionStore => {
  // Mutated in place: readers only ever `get` one auction, whose object identity is what changes.
  const auctions = new Map<AuctionId, Auction>()
  let queue: LiveMessage[] = []
  let cancel: (() => void) | null = null
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const flush = () => {
    cancel = null
    const messages = queue
    queue = []
    let changed = false
    for (const message of messages) {
      const before = auctions.get(message.auction.id)
      if (before === undefined) continue
      const after = applyLiveMessage(before, message)
      if (after !== before) {
        auctions.set(after.id, after)
        changed = true
      }
    }
    if (changed) emit()
  }
  return {
    get: (id) => auctions.get(id),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load: (incoming) => {
      let changed = false
      for (const a of incoming) {
        const live = auctions.get(a.id)
        if (live === a || (live !== undefined && live.bidCount > a.bidCount)) continue
        auctions.set(a.id, a)
        changed = true
      }
      if (changed) emit()
    },
    push: (message) => {
      queue.push(message)
      if (cancel === null) cancel = schedule(flush)
    },
    applyReceipt: (receipt) => {
      const before = auctions.get(receipt.auctionId)
      if (before === undefined) return
      auctions.set(before.id, applyReceipt(before, receipt))
      emit()
    },
    dispose: () => {
      cancel?.()
      cancel = null
      queue = []
    },
  }
}
