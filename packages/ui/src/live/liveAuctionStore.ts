import {
  type Auction,
  type AuctionId,
  applyLiveMessage,
  type BidReceipt,
  type LiveMessage,
  takeServerRow,
} from '@gavel/domain'
import { applyReceipt } from './applyReceipt'

/**
 * Live auction state outside React (`docs/architecture.md` "UI"): server pages are loaded in, live messages and
 * refetched rows are queued and applied together once per animation frame, and listeners hear one notification
 * per frame however many arrived. Components read one auction each with useLiveAuction, which also marks it as
 * shown (`retain`), so polling and resync look only at what is on screen.
 */
export interface LiveAuctionStore {
  get(id: AuctionId): Auction | undefined
  subscribe(listener: () => void): () => void
  /** Server pages. Kept unless the live copy has seen more bids. */
  load(auctions: readonly Auction[]): void
  /** Queues a live message for the next frame. */
  push(message: LiveMessage): void
  /** Queues rows refetched by id for the next frame; each replaces its auction by the domain's takeServerRow. */
  refreshed(auctions: readonly Auction[]): void
  /** Applies the server's bid receipt at once. */
  applyReceipt(receipt: BidReceipt): void
  /** Marks an auction as shown until the returned release runs (counted: two readers, two releases). */
  retain(id: AuctionId): () => void
  /** The ids of the auctions shown now, known to the store. */
  shown(): readonly AuctionId[]
  isShown(id: AuctionId): boolean
  /** Drops queued updates and the pending frame (listeners stay: React unsubscribes them itself). */
  dispose(): void
}

/** Runs `fn` before the next paint; returns a cancel function. */
export type FrameScheduler = (fn: () => void) => () => void

const animationFrame: FrameScheduler = (fn) => {
  const handle = requestAnimationFrame(fn)
  return () => cancelAnimationFrame(handle)
}

type Queued = { readonly message: LiveMessage } | { readonly row: Auction }

export const createLiveAuctionStore = (schedule: FrameScheduler = animationFrame): LiveAuctionStore => {
  // Mutated in place: readers only ever `get` one auction, whose object identity is what changes.
  const auctions = new Map<AuctionId, Auction>()
  const readers = new Map<AuctionId, number>()
  let queue: Queued[] = []
  let cancel: (() => void) | null = null
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const l of listeners) l()
  }
  const apply = (item: Queued): boolean => {
    const id = 'row' in item ? item.row.id : item.message.auction.id
    const before = auctions.get(id)
    if (before === undefined) return false
    const after = 'row' in item ? takeServerRow(before, item.row) : applyLiveMessage(before, item.message)
    if (after === before) return false
    auctions.set(id, after)
    return true
  }
  const flush = () => {
    cancel = null
    const items = queue
    queue = []
    let changed = false
    for (const item of items) changed = apply(item) || changed
    if (changed) emit()
  }
  const enqueue = (item: Queued) => {
    queue.push(item)
    if (cancel === null) cancel = schedule(flush)
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
    push: (message) => enqueue({ message }),
    refreshed: (rows) => {
      for (const row of rows) enqueue({ row })
    },
    applyReceipt: (receipt) => {
      const before = auctions.get(receipt.auctionId)
      if (before === undefined) return
      auctions.set(before.id, applyReceipt(before, receipt))
      emit()
    },
    retain: (id) => {
      readers.set(id, (readers.get(id) ?? 0) + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (readers.get(id) ?? 1) - 1
        if (left > 0) readers.set(id, left)
        else readers.delete(id)
      }
    },
    shown: () => [...readers.keys()].filter((id) => auctions.has(id)),
    isShown: (id) => readers.has(id) && auctions.has(id),
    dispose: () => {
      cancel?.()
      cancel = null
      queue = []
    },
  }
}
