import { Constants } from '../constants'
import { FlagSlugs, isFlagOn } from '../featureFlags'
import type { Auction } from '../model/auction'
import type { EpochMillis } from '../model/ids'
import type { FeatureFlags } from '../model/session'
import type { User } from '../model/user'
import type { Clock } from '../ports/Clock'
import type { OutstandingAuctions } from '../ports/OutstandingAuctions'
import { createPortId } from '../ports/portId'
import { isLimited } from '../rules/permissions'
import { outstandingCheckDue } from '../shell/shellStates'

/** After a failed load, try again on a navigation this much later (our design; the spec gives none). */
export const OUTSTANDING_RETRY_AFTER_FAILURE_MS = 60_000

export interface OutstandingSession {
  readonly user: User
  readonly flags: FeatureFlags
}

/**
 * The outstanding-auctions check of shell §4.1: loads the auctions to finalize only with the force-finalize flag,
 * never for limited users, again every 24 hours; the navigation guard reads the ids, the shell hides all
 * navigation while some exist (shell §2.1).
 */
export interface OutstandingCheck {
  /** The auctions to finalize for this session, loaded when due; null when not loaded (flag off, limited). */
  load(session: OutstandingSession): Promise<readonly Auction[] | null>
  /** The last loaded auctions; null when none were loaded. */
  current(): readonly Auction[] | null
  subscribe(listener: () => void): () => void
  /**
   * An auction was just finalized: it leaves the loaded list at once, so finalizing the last one unlocks the app
   * without waiting for the next check (issue 11).
   */
  finalized(auctionId: number): void
  /** Forgets everything (sign-out): the next load asks again. */
  reset(): void
}
export const OutstandingCheck = createPortId<OutstandingCheck>('outstanding-check')

/** The lock applies: the flag is on, some auctions are outstanding, and the user is not limited (shell §4.1). */
export const lockedToOutstanding = (session: OutstandingSession | null, auctions: readonly Auction[] | null): boolean =>
  session !== null &&
  isFlagOn(session.flags, FlagSlugs.forceFinalize) &&
  !isLimited(session.user) &&
  (auctions?.length ?? 0) > 0

export const createOutstandingCheck = (deps: {
  readonly auctions: OutstandingAuctions
  readonly clock: Clock
}): OutstandingCheck => {
  let userId: number | null = null
  let auctions: readonly Auction[] | null = null
  let checkedAt: EpochMillis | null = null
  let inFlight: Promise<readonly Auction[] | null> | null = null
  const listeners = new Set<() => void>()
  const set = (next: readonly Auction[] | null) => {
    auctions = next
    for (const listener of listeners) listener()
  }
  const reset = () => {
    userId = null
    checkedAt = null
    inFlight = null
    if (auctions !== null) set(null)
  }
  const fetch = async (): Promise<readonly Auction[] | null> => {
    const started = deps.clock.now()
    try {
      const list = await deps.auctions.list()
      checkedAt = started
      set(list)
    } catch {
      checkedAt = (started - Constants.outstandingRecheckMs + OUTSTANDING_RETRY_AFTER_FAILURE_MS) as EpochMillis
    } finally {
      inFlight = null
    }
    return auctions
  }
  return {
    load: (session) => {
      if (session.user.id !== userId) {
        reset()
        userId = session.user.id
      }
      const limited = isLimited(session.user)
      if (limited || !isFlagOn(session.flags, FlagSlugs.forceFinalize)) {
        if (auctions !== null) set(null)
        return Promise.resolve(null)
      }
      if (inFlight !== null) return inFlight
      if (!outstandingCheckDue({ flags: session.flags, limited, lastCheckedAt: checkedAt, now: deps.clock.now() })) {
        return Promise.resolve(auctions)
      }
      inFlight = fetch()
      return inFlight
    },
    current: () => auctions,
    finalized: (auctionId) => {
      if (auctions?.some((a) => a.id === auctionId)) set(auctions.filter((a) => a.id !== auctionId))
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset,
  }
}
