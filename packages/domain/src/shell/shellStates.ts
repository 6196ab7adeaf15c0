import { Constants } from '../constants'
import { FlagSlugs, isFlagOn } from '../featureFlags'
import { Messages } from '../messages'
import type { EpochMillis } from '../model/ids'
import type { FeatureFlags } from '../model/session'

/**
 * Service worker "need refresh" (shell §4.6): update at once when the force-refresh flag is on or could not be
 * read; otherwise prompt 'Update Available' when the reload-prompt flag is on; else nothing.
 */
export const serviceWorkerUpdateAction = (flags: FeatureFlags | null): 'updateNow' | 'prompt' | 'none' => {
  if (flags === null || isFlagOn(flags, FlagSlugs.forcedRefresh)) return 'updateNow'
  return isFlagOn(flags, FlagSlugs.reloadPrompt) ? 'prompt' : 'none'
}

/** On a limited dealer turning active, the toast 'Your dealer has been activated!' (shell §4.6). */
export const dealerActivationToast = (wasLimited: boolean, isLimitedNow: boolean): string | null =>
  wasLimited && !isLimitedNow ? Messages.dealerActivated : null

/**
 * Outstanding auctions load only with the force-finalize flag, never for limited users, and are re-checked
 * every 24 hours (shell §4.1).
 */
export const outstandingCheckDue = (input: {
  readonly flags: FeatureFlags
  readonly limited: boolean
  readonly lastCheckedAt: EpochMillis | null
  readonly now: EpochMillis
}): boolean =>
  isFlagOn(input.flags, FlagSlugs.forceFinalize) &&
  !input.limited &&
  (input.lastCheckedAt === null || input.now - input.lastCheckedAt >= Constants.outstandingRecheckMs)

/** Pending proxy lists load only when the persistent proxy flag is on (marketplace §4). */
export const loadsPendingProxies = (flags: FeatureFlags): boolean => isFlagOn(flags, FlagSlugs.persistentProxy)
