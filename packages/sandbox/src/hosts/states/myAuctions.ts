import { myAuctionsState } from '../../world/myAuctions'
import type { Auction, User } from '../../world/types'
import { setHighBid } from '../consumerStates'
import {
  ensureAuction,
  fail,
  makeLive,
  ok,
  type ProviderStateContext,
  type StateHandler,
  userFrom,
  value,
} from '../stateKit'

/** The pact names the seller; the record's parties are read-only for the engine, not for a provider state. */
const writable = (auction: Auction) => auction as { -readonly [K in keyof Auction]: Auction[K] }

const sellAs = (auction: Auction, seller: User): void => {
  const dealerId = seller.defaultDealerId ?? seller.memberships[0]?.dealerId
  if (dealerId === undefined) throw new Error(`user ${seller.id} has no dealership`)
  writable(auction).sellerUserId = seller.id
  writable(auction).sellerDealerId = dealerId
}

/** Ends the auction a minute ago in `negotiation` with a high bid of `amount` from a background dealer. */
const inNegotiation = (ctx: ProviderStateContext, id: number, seller: User, amount: number): Auction => {
  const { engine, world } = ctx.core()
  const auction = ensureAuction(ctx, id)
  sellAs(auction, seller)
  auction.status = 'negotiation'
  auction.endTime = Math.floor((engine.now() - 60_000) / 1000) * 1000
  auction.floorPrice = amount + 1000
  setHighBid(auction, world.users, amount, auction.endTime - 5_000)
  engine.reschedule(auction)
  myAuctionsState(engine).offers.delete(id)
  return auction
}

/** Provider states of the my-auctions gateway (marketplace §7 My auctions, §4 Offer actions). */
export const myAuctionsStates: readonly StateHandler[] = [
  {
    pattern:
      /^user (\{email\}|\S+) sells auction (\{auctionId\}|\d+) in negotiation with a pending offer of (\{amount\}|\d+)$/i,
    describe: 'user {email} sells auction {auctionId} in negotiation with a pending offer of {amount}',
    run: (ctx, m, params) => {
      const seller = userFrom(ctx, value(m[1], params, 'email'))
      const id = Number(value(m[2], params, 'auctionId'))
      const amount = Number(value(m[3], params, 'amount'))
      if (!seller || !Number.isInteger(id) || !Number.isInteger(amount))
        return fail('email, auctionId or amount is missing')
      inNegotiation(ctx, id, seller, amount)
      return ok({ auctionId: id, amount, dealerId: seller.defaultDealerId })
    },
  },
  {
    pattern: /^user (\{buyer\}|\S+) offered (\{amount\}|\d+) to user (\{seller\}|\S+) on auction (\{auctionId\}|\d+)$/i,
    describe:
      'user {buyer} offered {amount} to user {seller} on auction {auctionId} (ended a minute ago in negotiation, the buyer holds the high bid and the pending offer)',
    run: (ctx, m, params) => {
      const buyer = userFrom(ctx, value(m[1], params, 'buyer'))
      const amount = Number(value(m[2], params, 'amount'))
      const seller = userFrom(ctx, value(m[3], params, 'seller'))
      const id = Number(value(m[4], params, 'auctionId'))
      const dealerId = buyer?.defaultDealerId ?? buyer?.memberships[0]?.dealerId
      if (!buyer || !seller || dealerId === undefined || !Number.isInteger(id) || !Number.isInteger(amount))
        return fail('buyer, seller, auctionId or amount is missing')
      const auction = inNegotiation(ctx, id, seller, amount)
      if (auction.sellerDealerId === dealerId) return fail(`auction ${id} is sold by the buyer's dealership`)
      auction.bids.length = 0
      auction.bids.push({ amount, userId: buyer.id, dealerId, at: auction.endTime - 5_000, proxy: false })
      return ok({ auctionId: id, amount, dealerId })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) is the high bidder on live auction (\{auctionId\}|\d+)$/i,
    describe: 'user {email} is the high bidder on live auction {auctionId}',
    run: (ctx, m, params) => {
      const bidder = userFrom(ctx, value(m[1], params, 'email'))
      const id = Number(value(m[2], params, 'auctionId'))
      const dealerId = bidder?.defaultDealerId ?? bidder?.memberships[0]?.dealerId
      if (!bidder || dealerId === undefined || !Number.isInteger(id)) return fail('email or auctionId is missing')
      const auction = makeLive(ctx, id, params)
      if (auction.sellerDealerId === dealerId) return fail(`auction ${id} is sold by the bidder's dealership`)
      const amount = (auction.bids.at(-1)?.amount ?? auction.startPrice) + 100
      auction.bids.push({ amount, userId: bidder.id, dealerId, at: ctx.core().engine.now(), proxy: false })
      return ok({ auctionId: id, amount })
    },
  },
]
