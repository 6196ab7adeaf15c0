import { createRng, guidV4, type Rng } from '../world/prng'
import { biddersOf, sellersOf } from '../world/sellers'
import type { Auction, World } from '../world/types'
import { applyBid, type BidAccepted } from './applyBid'
import { chooseBackgroundBid, nextBackgroundBidAt } from './backgroundBidding'
import { type BidRefusal, checkBid } from './bidRules'
import type { Clock } from './clock'
import { createEventBus, type LiveListener } from './events'
import { createIdempotencyStore } from './idempotency'
import { endAuction, killAuction, startAuction, TWO_MINUTES_MS, updateDeal, warnTwoMinutes } from './lifecycle'
import { createSchedule } from './schedule'
import { createSessions, type TokenSource } from './sessions'
import { launchWave, WAVE } from './waves'

export type BidOutcome = BidAccepted | BidRefusal

export interface EngineOptions {
  readonly world: World
  readonly clock: Clock
  /** Where tokens come from; default: the seeded generator (deterministic tests). Hosts pass `cryptoTokens`. */
  readonly tokens?: TokenSource
  /** Background dealers bid on their own (default true). */
  readonly backgroundBidding?: boolean
  /** New live auctions launch every minute (default true). */
  readonly waves?: boolean
}

/** Tokens from the seeded generator: same seed, same tokens. */
export const seededTokens = (rng: Rng): TokenSource => ({
  accessToken: () => `sbx.${rng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 40)}`,
  refreshTokenId: () => guidV4(rng),
})

/** Tokens from `crypto`, for hosts that real browsers talk to. */
export const cryptoTokens: TokenSource = {
  accessToken: () => `sbx.${crypto.randomUUID().replaceAll('-', '')}${crypto.randomUUID().replaceAll('-', '')}`,
  refreshTokenId: () => crypto.randomUUID(),
}

const SCHEDULED = new Set(['preview', 'run_list'])

/**
 * Moves the marketplace in time on an injected clock. `tick()` processes everything due up to `clock.now()` in
 * time order (auctions start, warn, end; waves launch; background dealers bid), so the result does not depend on
 * how often it is called. The engine never runs timers itself: hosts call `tick()` from `setInterval`, tests call
 * it after moving a manual clock.
 */
export const createEngine = (options: EngineOptions) => {
  const { world, clock } = options
  const rng = createRng((world.seed * 7919 + 17) >>> 0)
  const bus = createEventBus()
  const sessions = createSessions(
    world,
    clock,
    options.tokens ?? seededTokens(createRng((world.seed * 104729 + 3) >>> 0)),
  )
  const idempotency = createIdempotencyStore<BidOutcome>()
  const running = createSchedule((a) => a.endTime)
  const scheduled = createSchedule((a) => a.startTime)
  const sellers = sellersOf(world)
  const bidders = biddersOf(world)
  for (const a of world.auctions.values()) {
    if (a.status === 'active') running.add(a)
    else if (SCHEDULED.has(a.status)) scheduled.add(a)
  }
  let processedUntil = world.createdAt
  let nextWaveAt = options.waves === false ? Number.POSITIVE_INFINITY : world.createdAt + WAVE.everyMs
  let nextBidAt =
    options.backgroundBidding === false ? Number.POSITIVE_INFINITY : nextBackgroundBidAt(rng, world.createdAt)

  const nextWarning = (): Auction | undefined => running.items.find((a) => !a.twoMinuteWarned)

  /** Runs the earliest due event at or before `until`; false when nothing is due. */
  const step = (until: number): boolean => {
    const ending = running.first()
    const warning = nextWarning()
    const starting = scheduled.first()
    const candidates: [number, () => void][] = [
      [ending?.endTime ?? Number.POSITIVE_INFINITY, () => ending && finish(ending)],
      [warning ? warning.endTime - TWO_MINUTES_MS : Number.POSITIVE_INFINITY, () => warning && warn(warning)],
      [starting?.startTime ?? Number.POSITIVE_INFINITY, () => starting && start(starting)],
      [nextWaveAt, wave],
      [nextBidAt, backgroundBid],
    ]
    let best: [number, () => void] | undefined
    for (const c of candidates) if (c[0] <= until && (!best || c[0] < best[0])) best = c
    if (!best) return false
    processedUntil = Math.max(processedUntil, best[0])
    best[1]()
    return true
  }

  const finish = (a: Auction): void => {
    running.remove(a)
    endAuction(bus, a, processedUntil)
  }
  const warn = (a: Auction): void => warnTwoMinutes(bus, a, processedUntil)
  const start = (a: Auction): void => {
    scheduled.remove(a)
    startAuction(bus, a, processedUntil)
    running.add(a)
  }
  const wave = (): void => {
    for (const a of launchWave(rng, world, sellers, nextWaveAt)) running.add(a)
    nextWaveAt += WAVE.everyMs
  }
  const backgroundBid = (): void => {
    const at = nextBidAt
    nextBidAt = nextBackgroundBidAt(rng, at)
    const choice = chooseBackgroundBid(rng, world, running.items, bidders, at)
    if (!choice) return
    const user = world.users.get(choice.bidder.userId)
    if (checkBid(world, user, choice.auction, choice.amount, choice.proxy, at) !== null || !user) return
    applyBid(bus, choice.auction, user, choice.amount, choice.proxy, false, at)
  }

  const tick = (): void => {
    const now = clock.now()
    while (step(now)) {
      // each step handles one due event, in time order
    }
    processedUntil = Math.max(processedUntil, now)
  }

  return {
    world,
    clock,
    sessions,
    now: (): number => clock.now(),
    tick,
    subscribe: (listener: LiveListener): (() => void) => bus.subscribe(listener),
    /** Running auctions, soonest end first (the listing's end_time order). */
    runningAuctions: (): readonly Auction[] => running.items,
    /**
     * Places a bid by the rules (whole dollars, at least the next valid bid, a running auction, not the seller,
     * a lane the user may bid in). The same idempotency key returns the first outcome without placing again.
     */
    placeBid(
      userId: number,
      auctionId: number,
      amount: number,
      proxy: boolean,
      persistent: boolean,
      idempotencyKey: string,
    ): BidOutcome {
      tick()
      const now = clock.now()
      const first = idempotency.get(userId, idempotencyKey, now)
      if (first) return first
      const user = world.users.get(userId)
      const auction = world.auctions.get(auctionId)
      const outcome: BidOutcome =
        checkBid(world, user, auction, amount, proxy, now) ??
        applyBid(bus, auction as Auction, user as NonNullable<typeof user>, amount, proxy, persistent, now)
      idempotency.remember(userId, idempotencyKey, outcome, now)
      return outcome
    },
    /**
     * Kills a running or scheduled auction (ended_killed) and sends KILLED on `updates.{id}`; an auction that has
     * already ended is left as it is. False when nothing was killed.
     */
    kill(auction: Auction): boolean {
      tick()
      if (auction.status !== 'active' && !SCHEDULED.has(auction.status)) return false
      running.remove(auction)
      scheduled.remove(auction)
      killAuction(bus, auction, clock.now())
      return true
    },
    /** Tells the deal's watchers (DEAL_UPDATE on `ended_updates.{id}`) that an offer action changed it. */
    dealUpdated(auction: Auction): void {
      updateDeal(bus, auction, clock.now())
    },
    /** Puts an auction (back) on the engine's schedule after a provider state changed it. */
    reschedule(auction: Auction): void {
      running.remove(auction)
      scheduled.remove(auction)
      if (auction.status === 'active') running.add(auction)
      else if (SCHEDULED.has(auction.status)) scheduled.add(auction)
    },
  }
}
export type Engine = ReturnType<typeof createEngine>
