import { Constants } from '../constants'
import { FlagSlugs, isFlagOn } from '../featureFlags'
import type { EpochMillis } from '../model/ids'
import type { FeatureFlags } from '../model/session'
import type { Lane } from '../model/terms'

/** The terms check runs at most once a day (shell §5, marketplace §4). */
export const termsCheckDue = (lastCheckedAt: EpochMillis | null, now: EpochMillis): boolean =>
  lastCheckedAt === null || now - lastCheckedAt >= Constants.termsCheckIntervalMs

/** The modal's checkbox enables once the user scrolled to within about 25px of the bottom (marketplace §5). */
export const scrolledToEnd = (scroll: {
  readonly scrollTop: number
  readonly clientHeight: number
  readonly scrollHeight: number
}): boolean => scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight <= Constants.termsScrollThresholdPx

/** What the terms modal lets the user do (marketplace §5); it cannot be dismissed by clicking away. */
export interface TermsModalControls {
  readonly checkboxEnabled: boolean
  readonly submitEnabled: boolean
  readonly dismissOnClickAway: false
}

/** The checkbox after scrolling to the end; the submit button after the checkbox is ticked (marketplace §5). */
export const termsModalControls = (state: {
  readonly scrolledToEnd: boolean
  readonly checked: boolean
}): TermsModalControls => ({
  checkboxEnabled: state.scrolledToEnd,
  submitEnabled: state.scrolledToEnd && state.checked,
  dismissOnClickAway: false,
})

/** EULA is required for a lane when the flag is on and the lane is not accepted (marketplace §5). */
export const eulaRequiredForLane = (lane: Lane, flags: FeatureFlags): boolean =>
  isFlagOn(flags, FlagSlugs.requireEulaForLanes) && !lane.eulaAccepted

/**
 * The EULA banner shows only if requireEulaAcceptanceForLanes is on, the route is Marketplace or Search, at
 * least one lane is not accepted, and the banner is not dismissed (marketplace §5).
 */
export const showsEulaBanner = (input: {
  readonly flags: FeatureFlags
  readonly routeId: string
  readonly lanes: readonly Lane[]
  readonly dismissed: boolean
}): boolean =>
  isFlagOn(input.flags, FlagSlugs.requireEulaForLanes) &&
  (input.routeId === 'marketplace' || input.routeId === 'search') &&
  input.lanes.some((l) => !l.eulaAccepted) &&
  !input.dismissed

/** The credit banner needs a message and a positive balance (marketplace §5). */
export const showsCreditBanner = (message: string | null | undefined, balance: number | null | undefined): boolean =>
  typeof message === 'string' && message.trim() !== '' && typeof balance === 'number' && balance > 0
