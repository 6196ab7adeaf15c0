import type { FilterOptionWire } from '../../wire/searchTypes'
import type { Auction, Vehicle } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { searchHttp } from './searchHttp'

const ON_OFFER = new Set(['active', 'preview', 'run_list'])
const VALUE_FILTERS = ['make', 'model', 'trim'] as const
const RANGE_FILTERS = ['year', 'odometer'] as const

/** Sort options (marketplace §3): live lanes recommended and end_time; ended lanes recently_ended and close_to_market_value. */
export const STATES_AND_SORTS = {
  states: [
    {
      state: 'live',
      label: 'Live',
      sorts: [
        { value: 'end_time', label: 'Ending soonest', server_sort: 'end_time' },
        { value: 'recommended', label: 'Recommended', server_sort: 'recommended' },
      ],
    },
    {
      state: 'ended',
      label: 'Ended',
      sorts: [
        { value: 'recently_ended', label: 'Recently ended', server_sort: 'recently_ended' },
        { value: 'close_to_market_value', label: 'Close to market value', server_sort: 'acv_estimate_delta' },
      ],
    },
    {
      /** Marketplace §2, §5: "Choosing the sold state clears the lanes"; it lists ended auctions by their sorts. */
      state: 'sold',
      label: 'Sold',
      sorts: [
        { value: 'recently_ended', label: 'Recently ended', server_sort: 'recently_ended' },
        { value: 'close_to_market_value', label: 'Close to market value', server_sort: 'acv_estimate_delta' },
      ],
    },
  ],
  default_sort: 'end_time',
}

/** Our condition filters (condition report answers; marketplace §3 names sections and questions only). */
export const CONDITION_OPTIONS = [
  { value: 'no_frame_damage', label: 'No frame damage' },
  { value: 'no_flood_damage', label: 'No flood damage' },
  { value: 'clean_title', label: 'Clean title' },
  { value: 'runs_and_drives', label: 'Runs and drives' },
  { value: 'no_check_engine_light', label: 'No check engine light' },
]

const LABELS: Record<string, string> = { year: 'Year', make: 'Make', model: 'Model', trim: 'Trim', odometer: 'Mileage' }

const counted = (values: readonly (string | null)[]) => {
  const counts = new Map<string, number>()
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count }))
}

/** Filter options derived from the vehicles on offer (active, preview, run list). */
export const filterOptions = (auctions: readonly Auction[]): FilterOptionWire[] => {
  const vehicles = auctions.filter((a) => ON_OFFER.has(a.status)).map((a) => a.vehicle)
  const values = VALUE_FILTERS.map(
    (type): FilterOptionWire => ({
      filterType: type,
      kind: 'values',
      values: counted(vehicles.map((v) => v[type])),
      min: null,
      max: null,
    }),
  )
  const ranges = RANGE_FILTERS.map((type): FilterOptionWire => {
    const numbers = vehicles.map((v: Vehicle) => v[type])
    return {
      filterType: type,
      kind: 'range',
      values: [],
      min: numbers.length ? Math.min(...numbers) : null,
      max: numbers.length ? Math.max(...numbers) : null,
    }
  })
  return [ranges[0] as FilterOptionWire, ...values, ranges[1] as FilterOptionWire]
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Filter options, filter definitions, trims, conditions, states and sorts, suggestions (marketplace §7 Search service). */
export const searchOptionHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = searchHttp(context)
  const auctions = () => [...engine.world.auctions.values()]
  return [
    http.get('/filters/filter_options', ({ request, response }) => {
      engine.tick()
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ filters: filterOptions(auctions()) }, serverTime(engine.now()))
    }),
    http.get('/search/filters', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const filters = filterOptions([]).map((f) => ({
        filterType: f.filterType,
        label: LABELS[f.filterType] ?? f.filterType,
        kind: f.kind,
      }))
      return response(200).json({ filters }, serverTime(engine.now()))
    }),
    http.get('/filters/trim_options', ({ request, query, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const make = query.get('make')?.trim() ?? ''
      const model = query.get('model')?.trim() ?? ''
      if (!make || !model) return response.untyped(errorReply(engine, 'identity', 400, 'make and model are required.'))
      const trims = counted(
        auctions()
          .filter((a) => ON_OFFER.has(a.status) && same(a.vehicle.make, make) && same(a.vehicle.model, model))
          .map((a) => a.vehicle.trim),
      )
      return response(200).json({ make, model, trims }, serverTime(engine.now()))
    }),
    http.get('/filters/condition_options', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ options: CONDITION_OPTIONS }, serverTime(engine.now()))
    }),
    http.get('/filters/states_and_sorts', ({ request, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json(STATES_AND_SORTS, serverTime(engine.now()))
    }),
    http.get('/search/suggestions', ({ request, query, response }) => {
      const { reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const text = query.get('query')?.trim().toLowerCase() ?? ''
      if (!text || text.length > 100) {
        return response.untyped(errorReply(engine, 'identity', 400, 'query must be 1 to 100 characters.'))
      }
      const sizeText = query.get('size')
      const size = sizeText === null ? 10 : Number(sizeText)
      if (!Number.isInteger(size) || size < 1 || size > 50) {
        return response.untyped(errorReply(engine, 'identity', 400, 'size must be an integer from 1 to 50.'))
      }
      const pairs = new Map<string, { make: string; model: string }>()
      for (const a of auctions()) {
        if (!ON_OFFER.has(a.status)) continue
        const { make, model } = a.vehicle
        pairs.set(`${make} ${model}`, { make, model })
      }
      const makes = new Set([...pairs.values()].map((p) => p.make))
      const suggestions = [
        ...[...makes].map((make) => ({ text: make, filters: [{ filterType: 'make', value: make }] })),
        ...[...pairs].map(([text, p]) => ({
          text,
          filters: [
            { filterType: 'make', value: p.make },
            { filterType: 'model', value: p.model },
          ],
        })),
      ]
        .filter((s) => s.text.toLowerCase().includes(text))
        .sort(
          (a, b) =>
            Number(!a.text.toLowerCase().startsWith(text)) - Number(!b.text.toLowerCase().startsWith(text)) ||
            a.text.localeCompare(b.text),
        )
        .slice(0, size)
      return response(200).json({ suggestions }, serverTime(engine.now()))
    }),
  ]
}
