import { buyingState } from '../../world/buying'
import { myAuctionsState } from '../../world/myAuctions'
import type { Auction } from '../../world/types'
import { ensureAuction, fail, makeLive, ok, type StateHandler, userFrom, value } from '../stateKit'

const MINUTE = 60_000
/** The pact names prices; the record's fields are read-only for the engine, not for a provider state. */
const writable = (auction: Auction) => auction as { -readonly [K in keyof Auction]: Auction[K] }
const num = (inline: string | undefined, params: Readonly<Record<string, unknown>>, name: string) => {
  const text = value(inline, params, name)
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined
}

/** Provider states of the buying gateway's offers, persistent proxies, finalizing, run list and claims (marketplace §7). */
export const buyingStates: readonly StateHandler[] = [
  {
    pattern: /^auction (\{auctionId\}|\d+) is open to offers with a reserve of (\{reserve\}|\d+)$/i,
    describe: 'auction {auctionId} is open to offers with a reserve of {reserve} (ended_declined, no bids)',
    run: (ctx, m, params) => {
      const id = num(m[1], params, 'auctionId')
      const reserve = num(m[2], params, 'reserve')
      if (id === undefined || reserve === undefined) return fail('auctionId or reserve is missing')
      const auction = ensureAuction(ctx, id)
      const { engine } = ctx.core()
      auction.status = 'ended_declined'
      auction.floorPrice = reserve
      auction.endTime = Math.floor((engine.now() - 30 * MINUTE) / 1000) * 1000
      auction.bids.length = 0
      auction.proxies.length = 0
      myAuctionsState(engine).offers.delete(id)
      engine.reschedule(auction)
      return ok({ auctionId: id, reserve })
    },
  },
  {
    pattern: /^user (\{userId\}|\S+) holds a persistent proxy of (\{amount\}|\d+) on auction (\{auctionId\}|\d+)$/i,
    describe: 'user {userId} holds a persistent proxy of {amount} on auction {auctionId} (live, no other bids)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'userId'))
      const amount = num(m[2], params, 'amount')
      const id = num(m[3], params, 'auctionId')
      if (!user || amount === undefined || id === undefined) return fail('userId, amount or auctionId is missing')
      const auction = makeLive(ctx, id, params)
      auction.bids.length = 0
      auction.proxies.length = 0
      writable(auction).startPrice = Math.min(auction.startPrice, amount)
      const { engine } = ctx.core()
      const outcome = engine.placeBid(user.id, id, amount, true, true, `state:${id}:${engine.now()}`)
      if (!outcome.ok) return fail(outcome.detail)
      buyingState(engine).persistentExpiry.set(`${id}:${user.id}`, engine.now() + 10 * 24 * 60 * MINUTE)
      return ok({ userId: user.id, amount, auctionId: id })
    },
  },
  {
    pattern: /^user (\{userId\}|\S+) won auction (\{auctionId\}|\d+) for (\{amount\}|\d+)$/i,
    describe: 'user {userId} won auction {auctionId} for {amount} (ended_accepted, not finalized)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'userId'))
      const id = num(m[2], params, 'auctionId')
      const amount = num(m[3], params, 'amount')
      if (!user || id === undefined || amount === undefined || user.defaultDealerId === null) {
        return fail('userId, auctionId or amount is missing')
      }
      const auction = ensureAuction(ctx, id)
      const { engine } = ctx.core()
      auction.endTime = Math.floor((engine.now() - 60 * MINUTE) / 1000) * 1000
      auction.status = 'ended_accepted'
      auction.floorPrice = Math.min(auction.floorPrice ?? amount, amount)
      auction.bids.length = 0
      auction.bids.push({
        amount,
        userId: user.id,
        dealerId: user.defaultDealerId,
        at: auction.endTime - 5000,
        proxy: false,
      })
      engine.reschedule(auction)
      myAuctionsState(engine).finalized.delete(id)
      myAuctionsState(engine).offers.delete(id)
      buyingState(engine).buyers.delete(id)
      return ok({ userId: user.id, auctionId: id, amount, dealerId: user.defaultDealerId })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) is on the run list$/i,
    describe:
      'auction {auctionId} is on the run list (no bids; optional startsInSeconds, default 3600; optional startPrice, default 500)',
    run: (ctx, m, params) => {
      const id = num(m[1], params, 'auctionId')
      if (id === undefined) return fail('auctionId is missing')
      const auction = ensureAuction(ctx, id)
      const { engine } = ctx.core()
      auction.status = 'run_list'
      writable(auction).startPrice = Number(params.startPrice ?? 500)
      auction.startTime = Math.floor((engine.now() + Number(params.startsInSeconds ?? 3600) * 1000) / 1000) * 1000
      auction.endTime = auction.startTime + 60 * MINUTE
      auction.bids.length = 0
      auction.proxies.length = 0
      engine.reschedule(auction)
      return ok({ auctionId: id })
    },
  },
  {
    pattern: /^dealership (\{dealerId\}|\d+) holds auction (\{auctionId\}|\d+) for user (\{userId\}|\S+)$/i,
    describe: 'dealership {dealerId} holds auction {auctionId} for user {userId} (a claim)',
    run: (ctx, m, params) => {
      const dealerId = num(m[1], params, 'dealerId')
      const id = num(m[2], params, 'auctionId')
      const user = userFrom(ctx, value(m[3], params, 'userId'))
      if (dealerId === undefined || id === undefined || !user) return fail('dealerId, auctionId or userId is missing')
      makeLive(ctx, id, params)
      const { engine } = ctx.core()
      buyingState(engine).claims.set(id, [{ dealerId, userId: user.id, at: engine.now() }])
      return ok({ dealerId, auctionId: id, userId: user.id })
    },
  },
  {
    pattern: /^user (\{userId\}|\S+) sells live auction (\{auctionId\}|\d+) with a reserve of (\{reserve\}|\d+)$/i,
    describe: 'user {userId} sells live auction {auctionId} with a reserve of {reserve} (their dealership sells it)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'userId'))
      const id = num(m[2], params, 'auctionId')
      const reserve = num(m[3], params, 'reserve')
      if (!user || id === undefined || reserve === undefined || user.defaultDealerId === null) {
        return fail('userId, auctionId or reserve is missing')
      }
      const auction = writable(makeLive(ctx, id, params))
      auction.sellerUserId = user.id
      auction.sellerDealerId = user.defaultDealerId
      auction.floorPrice = reserve
      return ok({ userId: user.id, auctionId: id, reserve })
    },
  },
]
