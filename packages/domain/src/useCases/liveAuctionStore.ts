import type { Auction } from '../model/auction'
import type { BidReceipt } from '../model/bid'
import type { AuctionId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import { type AuctionUpdate, reconcileAuction, updatedAuctionId } from '../rules/reconcileAuction'

/**
 * The auctions shown, as live as this client knows them (docs/adr/0033-live-auction-store.md): server pages are
 * loaded in, live messages and refetched rows are queued and applied together once per frame, and listeners hear
 * one notification per frame however many arrived. Every update goes through the domain's `reconcileAuction`.
 * The ui reads one auction each (`useLiveAuction`), which also marks it as shown (`retain`), so polling and resync
 * look only at what is on screen; createLiveAuctionSync keeps it current.
 */
export interface LiveAuctionStore {
  get(id: AuctionId): Auction | undefined
  /** Hears once per frame (or load, or receipt) in which any auction changed. */
  subscribe(listener: () => void): () => void
  /**
   * Hears once per frame in which this auction changed, and never for another (docs/adr/0048): a card follows its
   * own auction, so a storm on other auctions costs it nothing.
   */
  subscribeTo(id: AuctionId, listener: () => void): () => void
  /** Server pages. Kept unless the live copy has seen more bids. */
  load(auctions: readonly Auction[]): void
  /** Queues a live message for the next frame. */
  push(message: LiveMessage): void
  /** Queues rows refetched by id for the next frame. */
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

/** Runs `fn` before the next paint (the ui passes requestAnimationFrame); returns a cancel function. */
export type FrameScheduler = (fn: () => void) => () => void

export const createLiveAuctionStore = (schedule: FrameScheduler): LiveAuctionStore => {
  // Mutated in place: readers only ever `get` one auction, whose object identity is what changes.
  const auctions = new Map<AuctionId, Auction>()
  const readers = new Map<AuctionId, number>()
  let queue: Array<Extract<AuctionUpdate, { kind: 'message' | 'row' }>> = []
  let cancel: (() => void) | null = null
  const listeners = new Set<() => void>()
  const byId = new Map<AuctionId, Set<() => void>>()
  /** The auctions changed since the last emit. */
  let changed = new Set<AuctionId>()
  const emit = () => {
    if (changed.size === 0) return
    const ids = changed
    changed = new Set()
    for (const id of ids) {
      const own = byId.get(id)
      if (own !== undefined) for (const l of own) l()
    }
    for (const l of listeners) l()
  }
  /** Applies one update to a known auction, noting it when it changed. */
  const apply = (update: AuctionUpdate): void => {
    const id = updatedAuctionId(update)
    const before = auctions.get(id)
    if (before === undefined) return
    const after = reconcileAuction(before, update)
    if (after === before) return
    auctions.set(id, after)
    changed.add(id)
  }
  const flush = () => {
    cancel = null
    const items = queue
    queue = []
    for (const item of items) apply(item)
    emit()
  }
  const enqueue = (item: Extract<AuctionUpdate, { kind: 'message' | 'row' }>) => {
    queue.push(item)
    if (cancel === null) cancel = schedule(flush)
  }
  return {
    get: (id) => auctions.get(id),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    subscribeTo: (id, listener) => {
      let own = byId.get(id)
      if (own === undefined) {
        own = new Set()
        byId.set(id, own)
      }
      own.add(listener)
      return () => {
        const set = byId.get(id)
        if (set === undefined || !set.delete(listener) || set.size > 0) return
        byId.delete(id)
      }
    },
    load: (incoming) => {
      for (const auction of incoming) {
        const live = auctions.get(auction.id)
        const next = live === undefined ? auction : reconcileAuction(live, { kind: 'page', auction })
        if (next === live) continue
        auctions.set(auction.id, next)
        changed.add(auction.id)
      }
      emit()
    },
    push: (message) => enqueue({ kind: 'message', message }),
    refreshed: (rows) => {
      for (const row of rows) enqueue({ kind: 'row', row })
    },
    applyReceipt: (receipt) => {
      if (!auctions.has(receipt.auctionId)) return
      apply({ kind: 'receipt', receipt })
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
