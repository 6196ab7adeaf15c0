import { endingStatus } from '../engine/lifecycle'
import { BID_INCREMENT, nextValidBid } from '../world/auctions'
import { PERSONA_IDS } from '../world/personas'
import { pushLaunchCancelled } from '../world/pushes'
import { ensureUser, setHighBid } from './consumerStates'
import {
  auctionId,
  ensureAuction,
  fail,
  makeLive,
  ok,
  type Params,
  type ProviderStateContext,
  type ProviderStateResult,
  type StateHandler,
  userFrom,
  value,
} from './stateKit'
import { accountStates } from './states/account'
import { buyingStates } from './states/buying'
import { capitalStates } from './states/capital'
import { inventoryStates } from './states/inventory'
import { loyaltyStates } from './states/loyalty'
import { myAccountStates } from './states/myAccount'
import { myAuctionsStates } from './states/myAuctions'
import { notificationStates } from './states/notifications'
import { organizationStates } from './states/organization'
import { savedAuctionsStates } from './states/savedAuctions'
import { searchStates } from './states/search'
import { settingsStates } from './states/settings'
import { teamStates } from './states/team'
import { termsStates } from './states/terms'
import { transportStates } from './states/transport'

/** The helpers live in stateKit.ts so area modules under states/ import them without a cycle through this file. */
export {
  auctionId,
  ensureAuction,
  fail,
  makeLive,
  ok,
  type Params,
  type ProviderStateContext,
  type ProviderStateResult,
  type StateHandler,
  userFrom,
  value,
}

/**
 * Every state, generic ones first. An area adds its states in its own module under hosts/states/ and spreads
 * them here (`...transportStates`), so areas never edit each other's handlers.
 */
const STATES: readonly StateHandler[] = [
  {
    pattern: /^(?:the sandbox is fresh|a fresh sandbox|default)$/i,
    describe: 'the sandbox is fresh',
    run: (ctx) => {
      ctx.reset()
      return ok()
    },
  },
  {
    pattern: /^user (\{email\}|\S+) exists$/i,
    describe: 'user {email} exists',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      return user ? ok({ userId: user.id, email: user.email }) : fail(`no user ${m[1]}`)
    },
  },
  {
    pattern: /^(?:user )?(\{email\}|\S+) is signed in$/i,
    describe: 'user {email} is signed in (params: email, optional accessToken, refreshTokenId)',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      if (!user) return fail(`no user ${m[1]}`)
      const chosen = {
        ...(typeof params.accessToken === 'string' ? { accessToken: params.accessToken } : {}),
        ...(typeof params.refreshTokenId === 'string' ? { refreshTokenId: params.refreshTokenId } : {}),
      }
      const pair = ctx.core().engine.sessions.issueFor(user.id, chosen)
      return ok({ userId: user.id, accessToken: pair.accessToken, refreshTokenId: pair.refreshTokenId })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) is live$/i,
    describe: 'auction {auctionId} is live (optional endsInSeconds, default 600)',
    run: (ctx, m, params) => {
      const id = auctionId(m, params)
      if (id === undefined) return fail('auctionId is missing')
      const auction = makeLive(ctx, id, params)
      return ok({ auctionId: id, nextBid: nextValidBid(auction), endTime: Math.floor(auction.endTime / 1000) })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) has ended$/i,
    describe: 'auction {auctionId} has ended',
    run: (ctx, m, params) => {
      const id = auctionId(m, params)
      if (id === undefined) return fail('auctionId is missing')
      const auction = ensureAuction(ctx, id)
      const { engine } = ctx.core()
      auction.endTime = Math.floor((engine.now() - 60_000) / 1000) * 1000
      auction.status = endingStatus(auction)
      engine.reschedule(auction)
      return ok({ auctionId: id, status: auction.status })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) does not exist$/i,
    describe: 'auction {auctionId} does not exist',
    run: (ctx, m, params) => {
      const id = auctionId(m, params)
      if (id === undefined) return fail('auctionId is missing')
      const { world, engine } = ctx.core()
      const auction = world.auctions.get(id)
      if (auction) {
        // A running auction's watchers hear KILLED before it disappears.
        if (!engine.kill(auction)) auction.status = 'ended_killed'
        world.auctions.delete(id)
      }
      return ok({ auctionId: id })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) is killed by its seller$/i,
    describe:
      'auction {auctionId} is killed by its seller (a running or scheduled one: KILLED on updates.{id}; a scheduled one also pushes LAUNCH_CANCELLED)',
    run: (ctx, m, params) => {
      const id = auctionId(m, params)
      if (id === undefined) return fail('auctionId is missing')
      const auction = ensureAuction(ctx, id)
      const { engine } = ctx.core()
      const scheduled = auction.status === 'preview' || auction.status === 'run_list'
      if (!engine.kill(auction)) return fail(`auction ${id} has already ended (${auction.status})`)
      if (scheduled) pushLaunchCancelled(engine, auction)
      return ok({ auctionId: id, status: auction.status })
    },
  },
  {
    pattern: /^user (\{email\}|\S+) exists with password (\{password\}|\S+)$/i,
    describe: 'user {email} exists with password {password}',
    run: (ctx, m, params) => {
      const user = userFrom(ctx, value(m[1], params, 'email'))
      const password = value(m[2], params, 'password')
      if (!user || password === undefined) return fail(`no user ${m[1]}`)
      ctx.core().world.users.set(user.id, { ...user, password })
      return ok({ userId: user.id, email: user.email })
    },
  },
  {
    pattern: /^a refresh token (\{refreshTokenId\}|\S+) is valid$/i,
    describe: 'a refresh token {refreshTokenId} is valid (for the buyer persona)',
    run: (ctx, m, params) => {
      const refreshTokenId = value(m[1], params, 'refreshTokenId')
      if (refreshTokenId === undefined) return fail('refreshTokenId is missing')
      const pair = ctx.core().engine.sessions.issueFor(PERSONA_IDS.buyer, { refreshTokenId })
      return ok({ refreshTokenId: pair.refreshTokenId })
    },
  },
  {
    pattern: /^access token (\{accessToken\}|\S+) belongs to user (\{userId\}|\d+)$/i,
    describe: 'access token {accessToken} belongs to user {userId}',
    run: (ctx, m, params) => {
      const accessToken = value(m[1], params, 'accessToken')
      const userId = Number(value(m[2], params, 'userId'))
      if (accessToken === undefined || !Number.isInteger(userId)) return fail('accessToken or userId is missing')
      const user = ensureUser(ctx.core().world.users, userId)
      ctx.core().engine.sessions.issueFor(user.id, { accessToken })
      return ok({ userId: user.id, accessToken })
    },
  },
  {
    pattern: /^auction (\{auctionId\}|\d+) is live (?:with a high bid of|and accepts a bid of) (\{amount\}|\d+)$/i,
    describe: 'auction {auctionId} is live with a high bid of {amount} | and accepts a bid of {amount}',
    run: (ctx, m, params) => {
      const id = auctionId(m, params)
      const amount = Number(value(m[2], params, 'amount'))
      if (id === undefined || !Number.isInteger(amount)) return fail('auctionId or amount is missing')
      const auction = makeLive(ctx, id, params)
      // "accepts a bid of N": the high bid sits one increment below N, so N is the next valid bid.
      const high = /accepts/i.test(m[0]) ? amount - BID_INCREMENT : amount
      setHighBid(auction, ctx.core().world.users, high, ctx.core().engine.now())
      return ok({ auctionId: id, highBid: high, nextBid: nextValidBid(auction) })
    },
  },
  ...searchStates,
  ...buyingStates,
  ...myAuctionsStates,
  ...notificationStates,
  ...termsStates,
  ...loyaltyStates,
  ...savedAuctionsStates,
  ...settingsStates,
  ...transportStates,
  ...accountStates,
  ...organizationStates,
  ...teamStates,
  ...capitalStates,
  ...myAccountStates,
  ...inventoryStates,
]

/** The states this provider knows, for error messages and the README. */
export const KNOWN_PROVIDER_STATES = STATES.map((s) => s.describe)

/** Puts the world into the named state (`action: 'teardown'` does nothing). */
export const applyProviderState = (
  ctx: ProviderStateContext,
  state: string,
  params: Params = {},
  action: string = 'setup',
): ProviderStateResult => {
  if (action === 'teardown') return ok()
  for (const handler of STATES) {
    const match = handler.pattern.exec(state.trim())
    if (match) return handler.run(ctx, match, params)
  }
  return fail(`Unknown provider state '${state}'. Known: ${KNOWN_PROVIDER_STATES.join('; ')}.`)
}
