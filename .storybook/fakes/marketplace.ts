import {
  ActionRejected,
  type Auction,
  type AuctionBidding,
  type AuctionCatalog,
  type AuctionId,
  type AuctionListing,
  type BidIntent,
  type BidReceipt,
  type DealerId,
  dealerId,
  dollars,
  epochMillis,
  type ListingPage,
  type ListingQuery,
  NotFound,
  ServiceUnavailable,
  type UserId,
  userId,
} from '@gavel/domain'

/** What a story asks of the fake marketplace. */
export interface FakeMarketplaceOptions {
  readonly auctions: readonly Auction[]
  /** Delay of every answer in ms; `'forever'` never answers (loading states). */
  readonly delayMs?: number | 'forever'
  /** Listing and catalog calls reject with ServiceUnavailable. */
  readonly failReads?: boolean
  /** `placeBid` rejects with this error (an ActionRejected text, a RequestCanceled...). */
  readonly bidError?: unknown
  /** `placeBid` takes this long (ms) or never answers. */
  readonly bidDelayMs?: number | 'forever'
  readonly now?: () => number
  /** Who the bids are placed as; defaults to the stories' buyer (user 1001 of dealer 501). */
  readonly bidder?: { readonly userId: UserId; readonly dealerId: DealerId }
}

export interface FakeMarketplace extends AuctionListing, AuctionCatalog, AuctionBidding {
  /** Every intent placeBid received, in order (idempotency checks). */
  readonly intents: BidIntent[]
  /** Every listing query received, in order (paging and resync checks). */
  readonly queries: ListingQuery[]
  readonly auctions: Map<AuctionId, Auction>
}

const wait = (ms: number | 'forever' | undefined) =>
  ms === 'forever' ? new Promise<never>(() => {}) : new Promise<void>((r) => setTimeout(r, ms ?? 0))

/** An in-memory marketplace speaking the domain ports: listing pages, one auction by id, bids. */
export const createFakeMarketplace = (options: FakeMarketplaceOptions): FakeMarketplace => {
  const auctions = new Map(options.auctions.map((a) => [a.id, a]))
  const intents: BidIntent[] = []
  const queries: ListingQuery[] = []
  const now = options.now ?? (() => Date.now())
  const bidder = options.bidder ?? { userId: userId(1001), dealerId: dealerId(501) }
  const read = async <T>(answer: () => T): Promise<T> => {
    await wait(options.delayMs)
    if (options.failReads) throw ServiceUnavailable.default()
    return answer()
  }
  return {
    intents,
    queries,
    auctions,
    listLive: (query) => {
      queries.push(query)
      return read((): ListingPage => {
        const all = [...auctions.values()].filter((a) => a.status === 'active')
        const from = query.cursor === null ? 0 : Number(query.cursor)
        const page = all.slice(from, from + query.size)
        const next = from + query.size
        return { auctions: page, total: all.length, nextCursor: next < all.length ? String(next) : null }
      })
    },
    counts: () => read(() => ({ active: auctions.size, comingSoon: 0, watchList: 0 })),
    getById: (id) =>
      read(() => {
        const found = auctions.get(id)
        if (found === undefined) throw new NotFound({ message: 'Auction not found' })
        return found
      }),
    placeBid: async (intent) => {
      intents.push(intent)
      await wait(options.bidDelayMs ?? 300)
      if (options.bidError !== undefined) throw options.bidError
      const auction = auctions.get(intent.auctionId)
      if (auction === undefined) throw new NotFound({ message: 'Auction not found' })
      const next = (auction.highBid?.amount ?? auction.startPrice - 100) + 100
      if (intent.amount < next) throw new ActionRejected({ message: `Bid must be at least $${next}.` })
      const receipt: BidReceipt = {
        auctionId: auction.id,
        amount: intent.amount,
        proxy: intent.proxy,
        persistent: intent.persistent,
        success: true,
        message: null,
        highBid: { amount: dollars(intent.amount), ...bidder },
        seller: { userId: auction.seller.userId, dealerId: auction.seller.dealerId },
        endsAt: auction.endsAt,
        bidCount: auction.bidCount + 1,
        acceptedAt: epochMillis(now()),
      }
      auctions.set(auction.id, { ...auction, highBid: receipt.highBid, bidCount: receipt.bidCount, participant: true })
      return receipt
    },
  }
}
