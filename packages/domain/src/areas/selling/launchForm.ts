import type { LaunchChoice } from '../../launch/launchPayload'
import { dollars, type EpochMillis, epochMillis } from '../../model/ids'
import type { SavedAuction } from '../../model/savedAuction'
import { laneHasReserve } from './launchLanes'
import type { LaunchLaneOption } from './SavedAuctions'

/** The launch form as typed (texts stay as typed after a refusal). */
export interface LaunchFormValues {
  readonly laneKey: string
  readonly floorPrice: string
  readonly startPrice: string
  readonly durationInSeconds: number
  readonly titleOption: string
  readonly addressId: number | null
  readonly greenLight: boolean
  readonly autosell: boolean
  /** The chosen no_reserve_preview window's start (epoch ms as text), or '' for none. */
  readonly launchWindow: string
}

export type LaunchFormField = 'laneKey' | 'floorPrice' | 'startPrice' | 'titleOption' | 'launchWindow'
export type LaunchFormErrors = Partial<Record<LaunchFormField, string>>

/** Texts of the launch form (ours: the spec shows none). */
export const LaunchFormTexts = {
  laneRequired: 'Choose a lane.',
  floorPriceRequired: 'Enter a floor price in whole dollars.',
  floorPriceBelowStart: 'The floor price must be at least the start price.',
  startPriceRequired: 'Enter a start price in whole dollars.',
  titleRequired: 'Choose a title option.',
  windowRequired: 'Choose a launch window.',
  redLight: 'This vehicle launches red light.',
} as const

const DEFAULT_START_PRICE = 100

/**
 * The form's first values (marketplace §3, §5): a relaunch keeps the previous reserve as floor price; seller
 * settings turn green light (go_green) and autosell (autosell_launch_only) on; a forced red light turns green light off.
 */
export const initialLaunchForm = (
  saved: SavedAuction,
  lanes: readonly LaunchLaneOption[],
  durations: readonly number[],
  titleOptions: readonly string[],
): LaunchFormValues => {
  const first = lanes[0]
  return {
    laneKey: first ? `${first.lane}:${first.laneId}` : '',
    floorPrice: saved.previousReserve === null ? '' : String(saved.previousReserve),
    startPrice: String(saved.startPrice ?? DEFAULT_START_PRICE),
    durationInSeconds: durations[0] ?? 3600,
    titleOption: titleOptions[0] ?? '',
    addressId: saved.launchAddressId,
    greenLight: !saved.forceRedLight && (saved.greenLight || saved.sellerSettings.goGreen),
    autosell: saved.autosell || saved.sellerSettings.autosellLaunchOnly,
    launchWindow: saved.launchWindows[0] ? String(saved.launchWindows[0].startsAt) : '',
  }
}

const wholeDollars = (raw: string): number | null => {
  const text = raw.replace(/[$,\s]/g, '')
  return /^\d{1,9}$/.test(text) ? Number(text) : null
}

export type LaunchFormResult =
  | { readonly ok: true; readonly choice: LaunchChoice }
  | { readonly ok: false; readonly errors: LaunchFormErrors }

/** Checks the form (every field at once) and, when it holds, the seller's choice for the launch payload. */
export const readLaunchForm = (
  values: LaunchFormValues,
  lanes: readonly LaunchLaneOption[],
  forceRedLight: boolean,
): LaunchFormResult => {
  const errors: LaunchFormErrors = {}
  const lane = lanes.find((l) => `${l.lane}:${l.laneId}` === values.laneKey)
  if (!lane) errors.laneKey = LaunchFormTexts.laneRequired
  const reserve = lane ? laneHasReserve(lane.lane) : true
  const start = wholeDollars(values.startPrice)
  if (start === null) errors.startPrice = LaunchFormTexts.startPriceRequired
  const floor = reserve ? wholeDollars(values.floorPrice) : null
  if (reserve && floor === null) errors.floorPrice = LaunchFormTexts.floorPriceRequired
  else if (reserve && floor !== null && start !== null && floor < start)
    errors.floorPrice = LaunchFormTexts.floorPriceBelowStart
  if (values.titleOption === '') errors.titleOption = LaunchFormTexts.titleRequired
  const preview = lane?.lane === 'no_reserve_preview'
  const window: EpochMillis | null = /^\d+$/.test(values.launchWindow) ? epochMillis(Number(values.launchWindow)) : null
  if (preview && window === null) errors.launchWindow = LaunchFormTexts.windowRequired
  if (!lane || start === null || Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    choice: {
      lane: lane.lane,
      laneId: lane.lane === 'private_lane' || lane.lane === 'event_lane' ? lane.laneId : null,
      floorPrice: floor === null ? null : dollars(floor),
      startPrice: dollars(start),
      durationInSeconds: values.durationInSeconds,
      addressId: values.addressId,
      titleOption: values.titleOption,
      autosell: values.autosell,
      greenLight: forceRedLight ? false : values.greenLight,
      startTime: null,
      launchWindow: preview ? window : null,
    },
  }
}

/** One field's error after blur (the whole form is checked, the field's own message kept). */
export const launchFieldError = (
  values: LaunchFormValues,
  lanes: readonly LaunchLaneOption[],
  field: LaunchFormField,
): string | undefined => {
  const result = readLaunchForm(values, lanes, false)
  return result.ok ? undefined : result.errors[field]
}
