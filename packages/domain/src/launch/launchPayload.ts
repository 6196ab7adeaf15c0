import type { Dollars, EpochMillis, UserId } from '../model/ids'
import type { LaunchLane, LaunchPayload, SavedAuction } from '../model/savedAuction'

/** What the seller chose in the launch form. */
export interface LaunchChoice {
  readonly lane: LaunchLane
  readonly laneId: number | null
  readonly floorPrice: Dollars | null
  readonly startPrice: Dollars | null
  readonly durationInSeconds: number
  readonly addressId: number | null
  readonly titleOption: string | null
  readonly autosell: boolean
  readonly greenLight: boolean
  /** The start time picked for live or scheduled (event) lanes; null to start now. */
  readonly startTime: EpochMillis | null
  /** The launch window picked for the no_reserve_preview lane. */
  readonly launchWindow: EpochMillis | null
}

/**
 * The start time a launch sends (marketplace §5): the chosen launch window for no_reserve_preview, the start
 * time for live_auction and scheduled (event) lanes, none otherwise.
 */
export const launchStartTime = (
  choice: Pick<LaunchChoice, 'lane' | 'startTime' | 'launchWindow'>,
): EpochMillis | null => {
  if (choice.lane === 'no_reserve_preview') return choice.launchWindow
  if (choice.lane === 'live_auction' || choice.lane === 'event_lane') return choice.startTime
  return null
}

/** Builds the launch payload of marketplace §3 for one saved auction. */
export const buildLaunchPayload = (
  saved: Pick<SavedAuction, 'id' | 'vin' | 'dealerId'>,
  choice: LaunchChoice,
  requestor: { readonly userId: UserId; readonly source: string },
): LaunchPayload => ({
  vin: saved.vin,
  dealerId: saved.dealerId,
  autosell: choice.autosell,
  floorPrice: choice.floorPrice,
  greenLight: choice.greenLight,
  lane: choice.lane,
  laneId: choice.laneId,
  durationInSeconds: choice.durationInSeconds,
  addressId: choice.addressId,
  titleOption: choice.titleOption,
  startPrice: choice.startPrice,
  auctionStartTime: launchStartTime(choice),
  savedAuctionId: saved.id,
  source: requestor.source,
  requestorUserId: requestor.userId,
})
