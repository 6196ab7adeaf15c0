import type { Auction } from '../model/auction'
import type { BidReceipt } from '../model/bid'
import type { AuctionId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import { type AuctionUpdate, reconcileAuction, reconcileMessages, updatedAuctionId } from '../rules/reconcileAuction'

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
  /**
   * Queues a live message for the next frame. An auction no one listens to, with nothing queued, only stores it and
   * asks for no frame: its messages are applied together when it is next read (docs/adr/0048 and its amendment).
   */
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

/** Messages an auction no one listens to may gather before they are applied (bounds the memory of a storm). */
const GATHERED_MAX = 32

type Queued = LiveMessage | { readonly kind: 'row'; readonly row: Auction }
const isRow = (item: Queued): item is { readonly kind: 'row'; readonly row: Auction } =>
  (item as { readonly kind?: unknown }).kind === 'row'

export const createLiveAuctionStore = (schedule: FrameScheduler): LiveAuctionStore => {
  // Mutated in place: readers only ever `get` one auction, whose object identity is what changes.
  const auctions = new Map<AuctionId, Auction>()
  const readers = new Map<AuctionId, number>()
  let queue: Queued[] = []
  /** The auctions with an update in `queue`: a later message for one of them must wait its turn there. */
  let queued = new Set<AuctionId>()
  let cancel: (() => void) | null = null
  const listeners = new Set<() => void>()
  const byId = new Map<AuctionId, Set<() => void>>()
  /**
   * Messages of past frames not yet applied, per auction no one listens to (docs/adr/0048): stored, and applied in
   * one go (`reconcileMessages`) when the auction is read, listened to, loaded, refetched or gathers too many.
   */
  const gathered = new Map<AuctionId, LiveMessage[]>()
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
  const set = (id: AuctionId, before: Auction, after: Auction) => {
    if (after === before) return
    auctions.set(id, after)
    changed.add(id)
  }
  /** Applies the messages an auction gathered. */
  const settle = (id: AuctionId) => {
    const messages = gathered.get(id)
    if (messages === undefined) return
    gathered.delete(id)
    const before = auctions.get(id)
    if (before !== undefined) set(id, before, reconcileMessages(before, messages))
  }
  /** Applies one update to a known auction, after the messages it gathered, noting it when it changed. */
  const apply = (update: AuctionUpdate) => {
    const id = updatedAuctionId(update)
    settle(id)
    const before = auctions.get(id)
    if (before !== undefined) set(id, before, reconcileAuction(before, update))
  }
  const gather = (message: LiveMessage) => {
    const id = message.auction.id
    if (!auctions.has(id)) return
    const messages = gathered.get(id)
    if (messages === undefined) gathered.set(id, [message])
    else if (messages.push(message) >= GATHERED_MAX) settle(id)
  }
  const flush = () => {
    cancel = null
    const items = queue
    queue = []
    queued = new Set()
    for (const item of items) {
      if (isRow(item)) apply(item)
      else gather(item)
    }
    // Whoever listens hears this frame's changes: a card its own auction's, a list-wide listener every auction's.
    if (listeners.size > 0) for (const id of [...gathered.keys()]) settle(id)
    else for (const id of byId.keys()) settle(id)
    emit()
  }
  const enqueue = (id: AuctionId, item: Queued) => {
    queue.push(item)
    queued.add(id)
    if (cancel === null) cancel = schedule(flush)
  }
  return {
    get: (id) => {
      settle(id)
      return auctions.get(id)
    },
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
        const current = byId.get(id)
        if (current === undefined || !current.delete(listener) || current.size > 0) return
        byId.delete(id)
      }
    },
    load: (incoming) => {
      for (const auction of incoming) {
        settle(auction.id)
        const live = auctions.get(auction.id)
        if (live === undefined) {
          auctions.set(auction.id, auction)
          changed.add(auction.id)
        } else set(auction.id, live, reconcileAuction(live, { kind: 'page', auction }))
      }
      emit()
    },
    push: (message) => {
      const id = message.auction.id
      // A loaded auction nobody hears, with nothing of it waiting for the frame: store the message now and ask for no
      // frame (docs/adr/0048 amendment), so a storm on auctions off screen costs no frame at all. A message for an
      // auction not loaded yet waits for the frame as before: the page that loads it may arrive by then.
      if (listeners.size === 0 && !byId.has(id) && !queued.has(id) && auctions.has(id)) gather(message)
      else enqueue(id, message)
    },
    refreshed: (rows) => {
      for (const row of rows) enqueue(row.id, { kind: 'row', row })
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
      queued = new Set()
    },
  }
}
