import type { EndedAuctionWire, SearchFilter } from '../../wire/searchTypes'
import { createRng } from '../../world/prng'
import { hiddenKey, SEARCH_HISTORY_COUNT, searchState } from '../../world/search'
import type { Auction } from '../../world/types'
import { matchesFilter } from '../buying/listingQuery'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'
import { copyFilters, filtersProblem, searchHttp } from './searchHttp'

const NOT_ENDED = new Set(['active', 'preview', 'run_list', 'staging'])
const ENDED_SORTS = ['recently_ended', 'close_to_market_value']
const ENDED_FIELDS = ['filters', 'size', 'sort', 'from']
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/

/** The market value estimate of an auction: its reserve or price, moved ±12% by a generator seeded with its id. */
export const acvEstimate = (auction: Auction): number => {
  const basis = auction.floorPrice ?? auction.bids.at(-1)?.amount ?? auction.startPrice
  const factor = 0.88 + createRng(auction.id).next() * 0.24
  return Math.max(100, Math.round((basis * factor) / 100) * 100)
}

export const toEndedAuctionWire = (a: Auction): EndedAuctionWire => {
  const high = a.bids.at(-1)?.amount ?? null
  const estimate = acvEstimate(a)
  const v = a.vehicle
  return {
    id: a.id,
    vin: v.vin,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    odometer: v.odometer,
    status: a.status,
    end_time: Math.floor(a.endTime / 1000),
    high_bid_amount: high,
    bid_count: a.bids.length,
    acv_estimate: estimate,
    acv_estimate_delta: (high ?? a.startPrice) - estimate,
    seller_dealer_id: a.sellerDealerId,
  }
}

const sameFilters = (a: readonly SearchFilter[], b: readonly SearchFilter[]) => JSON.stringify(a) === JSON.stringify(b)

/** Recent searches (history 20), the ended search, the watchlist and hiding a vehicle (marketplace §7 Search service). */
export const searchActionHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = searchHttp(context)
  const state = () => searchState(engine)

  return [
    http.post('/recent-search/create', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const extra = unknownFields(body, ['filters'])
      const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      const problem =
        extra.length > 0 ? `Unknown field(s): ${extra.join(', ')}.` : (filtersProblem(record.filters) ?? null)
      if (problem) return response.untyped(errorReply(engine, 'identity', 400, problem))
      const filters = copyFilters(record.filters as SearchFilter[])
      if (filters.length === 0)
        return response.untyped(errorReply(engine, 'identity', 400, 'filters must not be empty.'))
      const s = state()
      const history = (s.recent.get(user.id) ?? []).filter((r) => !sameFilters(r.filters, filters))
      history.unshift({ id: `rs-${s.nextId++}`, created: engine.now(), filters })
      s.recent.set(user.id, history.slice(0, SEARCH_HISTORY_COUNT))
      const recent_searches = (s.recent.get(user.id) ?? []).map((r) => ({
        id: r.id,
        created: Math.floor(r.created / 1000),
        filters: copyFilters(r.filters),
      }))
      return response(200).json({ recent_searches }, serverTime(engine.now()))
    }),
    http.post('/search/ended', async ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      const extra = unknownFields(body, ENDED_FIELDS)
      const size = record.size
      const from = record.from ?? 0
      const sort = record.sort ?? 'recently_ended'
      const problem =
        (extra.length > 0 ? `Unknown field(s): ${extra.join(', ')}.` : null) ??
        filtersProblem(record.filters) ??
        (!Number.isSafeInteger(size) || (size as number) < 1 || (size as number) > 100
          ? 'size must be an integer from 1 to 100.'
          : null) ??
        (!Number.isSafeInteger(from) || (from as number) < 0 ? 'from must be a non-negative integer.' : null) ??
        (!ENDED_SORTS.includes(String(sort)) ? `sort must be one of ${ENDED_SORTS.join(', ')}.` : null)
      if (problem) return response.untyped(errorReply(engine, 'identity', 400, problem))
      const hidden = state().hidden.get(user.id) ?? new Set<string>()
      const filters = record.filters as SearchFilter[]
      const matching = [...engine.world.auctions.values()]
        .filter((a) => !NOT_ENDED.has(a.status) && a.endTime <= engine.now())
        .filter((a) => !hidden.has(hiddenKey(a.vehicle.vin, a.sellerDealerId)))
        .filter((a) => filters.every((f) => matchesFilter(a, f)))
        .map(toEndedAuctionWire)
        .sort((a, b) =>
          sort === 'recently_ended'
            ? b.end_time - a.end_time || a.id - b.id
            : Math.abs(a.acv_estimate_delta) - Math.abs(b.acv_estimate_delta) || a.id - b.id,
        )
      const start = from as number
      const end = start + (size as number)
      return response(200).json(
        { results: matching.slice(start, end), total: matching.length, next: end < matching.length ? end : null },
        serverTime(engine.now()),
      )
    }),
    http.post('/watchlist/saved_auction/{id}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const auction = engine.world.auctions.get(Number(params.id))
      if (!auction) return response.untyped(errorReply(engine, 'identity', 404, `Auction ${params.id} was not found.`))
      if (!auction.watcherUserIds.includes(user.id)) auction.watcherUserIds.push(user.id)
      return response(200).json({ auction_id: auction.id, is_on_watch_list: true }, serverTime(engine.now()))
    }),
    http.delete('/watchlist/saved_auction/{id}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const auction = engine.world.auctions.get(Number(params.id))
      if (!auction) return response.untyped(errorReply(engine, 'identity', 404, `Auction ${params.id} was not found.`))
      const at = auction.watcherUserIds.indexOf(user.id)
      if (at >= 0) auction.watcherUserIds.splice(at, 1)
      return response(200).json({ auction_id: auction.id, is_on_watch_list: false }, serverTime(engine.now()))
    }),
    http.post('/auction/hide_auction', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      const extra = unknownFields(body, ['vin', 'seller_dealer_id'])
      if (extra.length > 0)
        return response.untyped(errorReply(engine, 'identity', 400, `Unknown field(s): ${extra.join(', ')}.`))
      if (typeof record.vin !== 'string' || !VIN.test(record.vin) || !Number.isSafeInteger(record.seller_dealer_id)) {
        return response.untyped(
          errorReply(engine, 'identity', 400, 'vin (17 characters) and seller_dealer_id (integer) are required.'),
        )
      }
      const { vin, seller_dealer_id } = record as { vin: string; seller_dealer_id: number }
      const exists = [...engine.world.auctions.values()].some(
        (a) => a.vehicle.vin === vin && a.sellerDealerId === seller_dealer_id,
      )
      if (!exists)
        return response.untyped(
          errorReply(engine, 'identity', 404, `No auction of ${vin} by dealer ${seller_dealer_id}.`),
        )
      const s = state()
      const mine = s.hidden.get(user.id) ?? new Set<string>()
      mine.add(hiddenKey(vin, seller_dealer_id))
      s.hidden.set(user.id, mine)
      return response(204).empty(serverTime(engine.now()))
    }),
  ]
}
