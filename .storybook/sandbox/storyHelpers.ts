import {
  accountOf,
  copySavedAuctions,
  mailTo,
  nextValidBid,
  PERSONA_IDS,
  type PersonaKey,
  RESET_TOKEN_MS,
  requestApproval,
  type SavedAuctionStatus,
  SCENARIO_AUCTION_IDS,
  setLimits,
  setSavedAuctionStatus,
  teamOf,
} from '@gavel/sandbox'
import { failureHandlers } from './failures'
import type { LoadedSandbox } from './loadSandbox'
import type { SandboxFailure } from './parameters'
import { addFailures } from './worker'

/** The scenario auctions every sandbox world has (packages/sandbox/src/world/scenarios.ts). */
export const SandboxAuctions = SCENARIO_AUCTION_IDS

/** The story's sandbox from a play function's context; throws when the story did not opt in. */
export const sandboxOf = (context: { loaded: Record<string, unknown> }): LoadedSandbox => {
  const loaded = context.loaded.sandbox as LoadedSandbox | undefined
  if (loaded === undefined) throw new Error('This story has no parameters.sandbox')
  return loaded
}

/** The auction's high bid in the world (what the server would answer), or null with no bids. */
export const highBidOf = (loaded: LoadedSandbox, auctionId: number): number | null =>
  loaded.sandbox.world.auctions.get(auctionId)?.bids.at(-1)?.amount ?? null

/**
 * Another dealer (seller@'s dealership) places the next valid bid, or `amount`, on the auction through the
 * engine, so it reaches the screen as a realtime BID message. Returns the amount.
 */
export const anotherDealerBids = (loaded: LoadedSandbox, auctionId: number, amount?: number): number => {
  const auction = loaded.sandbox.world.auctions.get(auctionId)
  if (auction === undefined) throw new Error(`No auction ${auctionId} in the sandbox`)
  const bid = amount ?? nextValidBid(auction)
  const outcome = loaded.sandbox.engine.placeBid(PERSONA_IDS.seller, auctionId, bid, false, false, crypto.randomUUID())
  if (!outcome.ok) throw new Error(`The sandbox refused the bid: ${JSON.stringify(outcome)}`)
  return bid
}

/** The auction's title as a dealer reads it: year, make, model and trim from the world. */
export const titleOf = (loaded: LoadedSandbox, auctionId: number): string => {
  const vehicle = loaded.sandbox.world.auctions.get(auctionId)?.vehicle
  if (vehicle === undefined) throw new Error(`No auction ${auctionId} in the sandbox`)
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
}

/** The live auctions a listing shows first: running, soonest end first (the sandbox's `end_time` order). */
export const runningAuctionIds = (loaded: LoadedSandbox): number[] =>
  loaded.sandbox.engine.runningAuctions().map((a) => a.id)

/**
 * Stages failures in the middle of a story (after the page loaded), e.g. `{ slowResponses: 'forever' }` to
 * hold a bid in flight. They go with the story, like `parameters.sandbox.failures`.
 */
export const stageFailures = async (loaded: LoadedSandbox, failures: readonly SandboxFailure[]): Promise<void> =>
  addFailures(failureHandlers(failures, () => loaded.sandbox.clock.now()))

/** A saved auction's status changes behind the screen's back (another window launched it, or it expired). */
export const savedAuctionBecomes = (loaded: LoadedSandbox, id: number, status: SavedAuctionStatus): void => {
  if (!setSavedAuctionStatus(loaded.sandbox.engine, id, status))
    throw new Error(`No saved auction ${id} in the sandbox`)
}

/** `count` more saved vehicles like saved auction `id`, their VINs starting with `vinPrefix` (a long saved list). */
export const savedAuctionsCopied = (loaded: LoadedSandbox, id: number, count: number, vinPrefix: string): void => {
  if (copySavedAuctions(loaded.sandbox.engine, id, count, vinPrefix).length !== count)
    throw new Error(`No saved auction ${id} in the sandbox`)
}

/** The world holds `token` as a valid password reset token of the persona (as if the e-mailed link were opened). */
export const grantResetToken = (loaded: LoadedSandbox, persona: PersonaKey, token: string): void => {
  const now = loaded.sandbox.clock.now()
  accountOf(loaded.sandbox.engine).resets.set(token, { userId: PERSONA_IDS[persona], expiresAt: now + RESET_TOKEN_MS })
}

/** The links the sandbox "e-mailed" to this address, newest first (its mailbox). */
export const mailboxOf = (loaded: LoadedSandbox, email: string): readonly string[] =>
  mailTo(accountOf(loaded.sandbox.engine), email).map((m) => m.link)

/** An admin set team buying limits on the persona in their default dealership (ADR 0025); null = none. */
export const teamLimitsAre = (
  loaded: LoadedSandbox,
  persona: PersonaKey,
  maxBid: number | null,
  dailySpend: number | null,
) => {
  const user = loaded.sandbox.world.users.get(PERSONA_IDS[persona])
  if (!user?.defaultDealerId) throw new Error(`${persona} has no dealership`)
  setLimits(teamOf(loaded.sandbox.engine), user.defaultDealerId, user.id, { maxBid, dailySpend })
}

/**
 * team@ bid the next valid bid on the first running auction above a single-bid limit one dollar lower, so the
 * bid waits for admin@'s answer (ADR 0025). Returns the request's amount.
 */
export const teamBidAwaitsApproval = (loaded: LoadedSandbox): number => {
  const { engine, world } = loaded.sandbox
  const user = world.users.get(PERSONA_IDS.team)
  const auction = engine.runningAuctions()[0]
  if (!user || !auction) throw new Error('No team persona or running auction in the sandbox')
  const amount = nextValidBid(auction)
  const bid = { amount, proxy: false, persistent: false, idempotencyKey: crypto.randomUUID() }
  requestApproval(engine, user, auction, bid, { kind: 'single_bid', limit: amount - 1 })
  return amount
}
