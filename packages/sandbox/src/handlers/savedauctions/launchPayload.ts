import type { LaunchPayload } from '../../world/savedAuctionsLaunch'

type Kind = 'string' | 'integer' | 'boolean' | 'integer?'

/** marketplace §3 Launch payload: every field required (nullable ones may be null), nothing else allowed. */
const FIELDS: Readonly<Record<keyof LaunchPayload, Kind>> = {
  vin: 'string',
  dealer_id: 'integer',
  autosell: 'boolean',
  floor_price: 'integer?',
  green_light: 'boolean',
  lane: 'string',
  lane_id: 'integer?',
  duration_in_seconds: 'integer',
  address_id: 'integer?',
  title_option: 'string',
  start_price: 'integer',
  auction_start_time: 'integer?',
  saved_auction_id: 'integer',
  source: 'string',
  requestor_user_id: 'integer',
}
const LANES = ['live_auction', 'no_reserve_preview', 'guaranteed_sale', 'private_lane', 'event_lane']

const fits = (value: unknown, kind: Kind): boolean => {
  if (kind === 'integer?') return value === null || Number.isSafeInteger(value)
  if (kind === 'integer') return Number.isSafeInteger(value)
  return typeof value === kind
}

/** Why a body is not a launch payload (a sentence for the 400), or undefined when it is one. */
export const launchPayloadProblem = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The launch payload must be a JSON object.'
  const record = body as Record<string, unknown>
  const extra = Object.keys(record).filter((k) => !(k in FIELDS))
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  const bad = Object.entries(FIELDS)
    .filter(([name, kind]) => !fits(record[name], kind))
    .map(([name]) => name)
  if (bad.length > 0) return `Missing or invalid field(s): ${bad.join(', ')}.`
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(record.vin as string)) return 'vin must be 17 characters (no I, O or Q).'
  if (!LANES.includes(record.lane as string)) return `lane must be one of ${LANES.join(', ')}.`
  const duration = record.duration_in_seconds as number
  if (duration < 300 || duration > 604_800) return 'duration_in_seconds must be between 300 and 604800.'
  if ((record.start_price as number) < 0) return 'start_price must not be negative.'
  return undefined
}
