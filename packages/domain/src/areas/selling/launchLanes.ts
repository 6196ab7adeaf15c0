import { FlagSlugs } from '../../featureFlags'
import type { User } from '../../model/user'
import { isLaunchGuaranteedSale } from '../../rules/permissions'
import type { LaunchLaneOption, LaunchOptions } from './SavedAuctions'

/** A lane as the launch form names it: the lane, and for private and event lanes their id. */
export const laneKey = (lane: Pick<LaunchLaneOption, 'lane' | 'laneId'>): string => `${lane.lane}:${lane.laneId}`

/**
 * The lanes a seller may launch a saved auction in (marketplace §1, §6): the lanes the launch details offer (live,
 * no_reserve_preview, and the private and event lanes the dealership may use), the guaranteed-sale lane only with
 * its flag and the launch_gtd_sale role.
 */
export const launchableLanes = (
  options: Pick<LaunchOptions, 'lanes'>,
  user: User,
  flags: Readonly<Record<string, boolean>>,
): readonly LaunchLaneOption[] =>
  options.lanes.filter(
    (l) => l.lane !== 'guaranteed_sale' || (flags[FlagSlugs.guaranteedSale] === true && isLaunchGuaranteedSale(user)),
  )

/** Only the no_reserve_preview lane launches with no reserve. */
export const laneHasReserve = (lane: LaunchLaneOption['lane']): boolean => lane !== 'no_reserve_preview'
