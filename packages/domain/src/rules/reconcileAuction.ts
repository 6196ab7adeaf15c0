import type { Auction } from '../model/auction'
import type { BidReceipt } from '../model/bid'
import type { AuctionId, DealerId, Dollars, UserId } from '../model/ids'
import type { LiveMessage } from '../model/liveMessage'
import type { AuctionStatusEntry } from '../ports/AuctionStatuses'

/**
 * Everything that may change an auction already shown, by where it came from (marketplace §4 "Collections"):
 * - `message`: a live message on updates.{id} or ended_updates.{id} (shell §7);
 * - `row`: the server's row, refetched by id after a message, a poll or a reconnect;
 * - `receipt`: the server's answer to the user's own bid;
 * - `page`: the auction as a listing page (re)loaded it.
 */
export type AuctionUpdate =
  | { readonly kind: 'message'; readonly message: LiveMessage }
  | { readonly kind: 'row'; readonly row: Auction }
  | { readonly kind: 'receipt'; readonly receipt: BidReceipt }
  | { readonly kind: 'page'; readonly auction: Auction }

/** `incoming` would show less than the high bid already shown (none counts as less). */
const lowers = (current: Dollars | null, incoming: Dollars | null): boolean =>
  current !== null && (incoming === null || incoming < current)

/** The fields a live message may change, while a run of messages is applied (one object per run, not per message). */
interface LiveFields {
  status: Auction['status']
  endsAt: Auction['endsAt']
  bidCount: number
  /** The high bid as the messages left it; `replaced` says whether a message set it. */
  amount: Dollars | null
  userId: UserId | null
  dealerId: DealerId | null
  replaced: boolean
}

const liveFieldsOf = (auction: Auction): LiveFields => ({
  status: auction.status,
  endsAt: auction.endsAt,
  bidCount: auction.bidCount,
  amount: auction.highBid?.amount ?? null,
  userId: auction.highBid?.userId ?? null,
  dealerId: auction.highBid?.dealerId ?? null,
  replaced: false,
})

/**
 * A live message (marketplace §4): a BID applies only when there are no bids yet, or its amount is at least the
 * current high bid; no message lowers the high bid of an active auction whose status is unchanged.
 */
const stepMessage = (fields: LiveFields, message: LiveMessage): void => {
  const update = message.auction
  const current = fields.amount
  const incoming = update.currentBid
  if (message.type === 'BID' && lowers(current, incoming)) return
  const keepHighBid = fields.status === 'active' && update.status === fields.status && lowers(current, incoming)
  if (!(keepHighBid || incoming === null || update.highBidderId === null || update.highBidderDealerId === null)) {
    fields.amount = incoming
    fields.userId = update.highBidderId
    fields.dealerId = update.highBidderDealerId
    fields.replaced = true
  }
  fields.status = update.status
  fields.endsAt = update.endsAt
  fields.bidCount = Math.max(fields.bidCount, update.bidCount)
}

/** The auction with the messages' fields, or `auction` itself when they say what it shows. */
const withLiveFields = (auction: Auction, fields: LiveFields): Auction => {
  if (
    !fields.replaced &&
    fields.status === auction.status &&
    fields.endsAt === auction.endsAt &&
    fields.bidCount === auction.bidCount
  ) {
    return auction
  }
  const { amount, userId, dealerId } = fields
  return {
    ...auction,
    status: fields.status,
    endsAt: fields.endsAt,
    bidCount: fields.bidCount,
    highBid:
      fields.replaced && amount !== null && userId !== null && dealerId !== null
        ? { amount, userId, dealerId }
        : auction.highBid,
  }
}

const applyMessage = (auction: Auction, message: LiveMessage): Auction => {
  const fields = liveFieldsOf(auction)
  stepMessage(fields, message)
  return withLiveFields(auction, fields)
}

/**
 * Live messages for one auction, applied in order: field by field the same auction as `reconcileAuction` with each
 * message in turn (messages for another auction are ignored), made once for the whole run instead of once per
 * message — how the live store applies the messages an off-screen auction gathered (docs/adr/0048).
 */
export const reconcileMessages = (shown: Auction, messages: readonly LiveMessage[]): Auction => {
  const fields = liveFieldsOf(shown)
  for (const message of messages) if (message.auction.id === shown.id) stepMessage(fields, message)
  return withLiveFields(shown, fields)
}

/** Plain data (what a decoded auction is: objects, arrays, primitives) equal field by field. */
const sameData = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  return keys.every((k) => Object.hasOwn(y, k) && sameData(x[k], y[k]))
}

/** `next`, or `shown` itself when `next` says the same: readers compare identities, so nothing re-renders. */
const unlessSame = (shown: Auction, next: Auction): Auction => (sameData(shown, next) ? shown : next)

/**
 * The row, with what it does not carry kept as shown: a listing row (a page, a refetch by id) has none of the detail
 * page's fields (gallery, condition report, lights, notes…), and leaving a field out does not clear it.
 */
const withUncarried = (shown: Auction, row: Auction): Auction => {
  for (const key in shown) if (!Object.hasOwn(row, key)) return { ...shown, ...row }
  return row
}

/**
 * The server's row replaces the shown one, except that it never lowers the high bid of an active auction whose
 * status is unchanged: a live bid message may have overtaken the read.
 */
const takeRow = (shown: Auction, row: Auction): Auction => {
  if (shown === row) return row
  const server = withUncarried(shown, row)
  if (
    shown.status === 'active' &&
    server.status === shown.status &&
    lowers(shown.highBid?.amount ?? null, server.highBid?.amount ?? null)
  ) {
    return unlessSame(shown, { ...server, highBid: shown.highBid, bidCount: Math.max(shown.bidCount, server.bidCount) })
  }
  return unlessSame(shown, server)
}

/**
 * A bid receipt gives the server's high bid, bid count and end time (a late bid may extend it) and makes the user
 * a participant. Like a message, it never lowers a high bid already shown (a message may have overtaken it). Not a
 * phantom bid: only the server's word changes the auction.
 */
const applyReceipt = (auction: Auction, receipt: BidReceipt): Auction => ({
  ...auction,
  highBid: lowers(auction.highBid?.amount ?? null, receipt.highBid?.amount ?? null)
    ? auction.highBid
    : (receipt.highBid ?? auction.highBid),
  bidCount: Math.max(auction.bidCount, receipt.bidCount),
  endsAt: receipt.endsAt,
  participant: true,
})

/** The auction an update is about. */
export const updatedAuctionId = (update: AuctionUpdate): AuctionId => {
  switch (update.kind) {
    case 'message':
      return update.message.auction.id
    case 'row':
      return update.row.id
    case 'receipt':
      return update.receipt.auctionId
    case 'page':
      return update.auction.id
  }
}

/**
 * The auction to show after `update` (marketplace §4 "Collections"): the one rule where a live message, a row
 * refetched by id, a bid receipt and a listing page meet. Whatever the source, the high bid shown never goes down
 * while the auction stays active with an unchanged status, and the bid count never goes down. A page is taken
 * unless the shown copy has seen more bids. An update for another auction leaves `shown` as it is; `shown` itself
 * is returned when nothing changes (a refetched row or a reloaded page that says what is shown, field by field), so
 * callers can compare identities and a refetch of every shown row re-renders only the rows that moved.
 */
export const reconcileAuction = (shown: Auction, update: AuctionUpdate): Auction => {
  if (updatedAuctionId(update) !== shown.id) return shown
  switch (update.kind) {
    case 'message':
      return applyMessage(shown, update.message)
    case 'row':
      return takeRow(shown, update.row)
    case 'receipt':
      return applyReceipt(shown, update.receipt)
    case 'page':
      return shown.bidCount > update.auction.bidCount ? shown : unlessSame(shown, withUncarried(shown, update.auction))
  }
}

/** Whether a polled status says more than the shown auction knows, so it should be refetched (marketplace §4). */
export const statusIsNewer = (shown: Auction, entry: AuctionStatusEntry): boolean =>
  entry.status !== shown.status ||
  entry.endsAt !== shown.endsAt ||
  entry.bidCount > shown.bidCount ||
  (entry.highBidAmount ?? -1) > (shown.highBid?.amount ?? -1)
