import type { SandboxCore } from '../sandbox'
import { buildAuction } from '../world/auctions'
import { findUserByEmail } from '../world/createWorld'
import { LANE_IDS } from '../world/lanes'
import { PERSONA_IDS, type PersonaKey } from '../world/personas'
import { createRng } from '../world/prng'
import { sellersOf } from '../world/sellers'
import type { Auction, User } from '../world/types'

/**
 * Pact provider states (STYLE rule 14: parameterised, e.g. 'auction {auctionId} is live'). A state names its
 * values either inline ("auction 880004 is live") or as a `{placeholder}` with `params`. The answer's values
 * can be injected into the interaction (`fromProviderState`).
 */
export interface ProviderStateContext {
  core(): SandboxCore
  /** A fresh world from the same seed. */
  reset(): void
}

export type ProviderStateResult =
  | { readonly ok: true; readonly values: Record<string, unknown> }
  | { readonly ok: false; readonly message: string }

export type Params = Readonly<Record<string, unknown>>
export interface StateHandler {
  readonly pattern: RegExp
  readonly describe: string
  run(ctx: ProviderStateContext, match: RegExpExecArray, params: Params): ProviderStateResult
}

export const ok = (values: Record<string, unknown> = {}): ProviderStateResult => ({ ok: true, values })
export const fail = (message: string): ProviderStateResult => ({ ok: false, message })

export const value = (inline: string | undefined, params: Params, name: string): string | undefined => {
  if (inline !== undefined && !inline.startsWith('{')) return inline
  const p = params[name]
  return p === undefined || p === null ? undefined : String(p)
}

export const userFrom = (ctx: ProviderStateContext, who: string | undefined): User | undefined => {
  if (!who) return undefined
  const world = ctx.core().world
  if (who in PERSONA_IDS) return world.users.get(PERSONA_IDS[who as PersonaKey])
  return /^\d+$/.test(who) ? world.users.get(Number(who)) : findUserByEmail(world, who)
}

/** The auction with this id, created in the live lane when the pact names one the world lacks. */
export const ensureAuction = (ctx: ProviderStateContext, id: number): Auction => {
  const { world } = ctx.core()
  const existing = world.auctions.get(id)
  if (existing) return existing
  const lane = world.lanes.get(LANE_IDS.live)
  const seller = sellersOf(world)[0]
  if (!lane || !seller) throw new Error('the world has no live lane or seller')
  const now = ctx.core().engine.now()
  const { auction } = buildAuction(createRng(id), {
    id,
    lane,
    status: 'active',
    startTime: now - 60_000,
    endTime: now + 600_000,
    sellerUserId: seller.userId,
    sellerDealerId: seller.dealerId,
  })
  world.auctions.set(id, auction)
  return auction
}

export const auctionId = (match: RegExpExecArray, params: Params): number | undefined => {
  const id = value(match[1], params, 'auctionId')
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined
}

/** The auction with this id, live and ending in `endsInSeconds` (default 600). */
export const makeLive = (ctx: ProviderStateContext, id: number, params: Params): Auction => {
  const auction = ensureAuction(ctx, id)
  const { engine } = ctx.core()
  auction.status = 'active'
  auction.endTime = Math.floor((engine.now() + Number(params.endsInSeconds ?? 600) * 1000) / 1000) * 1000
  auction.twoMinuteWarned = false
  engine.reschedule(auction)
  return auction
}
