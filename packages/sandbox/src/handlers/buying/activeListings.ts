import type { BuyingPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toAuctionWire } from '../../wire/auctionWire'
import type { ListingQuery } from '../../wire/types'
import type { Auction, AuctionStatus, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'
import { invalidFields, readJson, unknownFields } from '../kit/request'
import { type Cursor, decodeCursor, encodeCursor, inListing, pageOf, SORTS, type Sort } from './listingQuery'

const QUERY_FIELDS = [
  'filters',
  'savedSearchIds',
  'size',
  'sort',
  'from',
  'relatedRecommendations',
  'includeCounts',
  'privateLaneIds',
  'includedLanes',
]
const LANE_KINDS = ['live', 'no_reserve_preview', 'guaranteed_sale', 'private', 'event']
const COMING_SOON: readonly AuctionStatus[] = ['preview', 'run_list']
const MAKE_OFFER: readonly AuctionStatus[] = ['counter_original_declined', 'ended_declined', 'ended_nobid']

type Parsed =
  | { ok: true; query: ListingQuery; sort: Sort; cursor: Cursor | null }
  | { ok: false; detail: string; code: string }

/** Checks a listing body against the contract's ListingQuery and reads its sort and cursor. */
export const parseListingQuery = (body: unknown): Parsed => {
  const bad = invalidFields(body, { filters: 'array', size: 'integer' })
  if (bad.length > 0)
    return { ok: false, detail: `Missing or invalid field(s): ${bad.join(', ')}.`, code: 'invalid_request' }
  const extra = unknownFields(body, QUERY_FIELDS)
  if (extra.length > 0) return { ok: false, detail: `Unknown field(s): ${extra.join(', ')}.`, code: 'invalid_request' }
  const query = body as ListingQuery
  if (query.size < 1 || query.size > 100)
    return { ok: false, detail: 'size must be between 1 and 100.', code: 'invalid_size' }
  if (query.filters.some((f) => typeof f !== 'object' || f === null || typeof f.filterType !== 'string')) {
    return { ok: false, detail: 'Every filter needs a filterType.', code: 'invalid_filter' }
  }
  if (query.includedLanes?.some((l) => !LANE_KINDS.includes(l))) {
    return { ok: false, detail: `includedLanes may hold only ${LANE_KINDS.join(', ')}.`, code: 'invalid_lane' }
  }
  if (query.from !== undefined) {
    const cursor = decodeCursor(query.from)
    if (!cursor) return { ok: false, detail: 'The from cursor is not one this server issued.', code: 'invalid_cursor' }
    return { ok: true, query, sort: cursor.sort, cursor }
  }
  const sort = query.sort ?? 'end_time'
  if (!(SORTS as readonly string[]).includes(sort)) {
    return { ok: false, detail: `sort must be one of ${SORTS.join(', ')}.`, code: 'invalid_sort' }
  }
  return { ok: true, query, sort: sort as Sort, cursor: null }
}

/** The live listing and its tab counts (marketplace §7 Buying BFF listings, ADR 0001). */
export const listingHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })
  const { world } = engine
  const matching = (viewer: User, query: ListingQuery, statuses?: readonly AuctionStatus[]): Auction[] => {
    const now = engine.now()
    const source = statuses
      ? [...world.auctions.values()].filter((a) => statuses.includes(a.status))
      : engine.runningAuctions().filter((a) => a.endTime > now)
    return source.filter((a) => inListing(world, a, viewer, query))
  }

  return [
    http.post('/bff/filters/auctions/buying/active', async ({ request, response }) => {
      engine.tick()
      const { user: viewer, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const parsed = parseListingQuery(await readJson(request))
      if (!parsed.ok) return response(400).json(easyPassError(parsed.detail, parsed.code), serverTime(engine.now()))
      const all = matching(viewer, parsed.query)
      const { page, next } = pageOf(all, parsed.sort, parsed.cursor, parsed.query.size)
      const now = engine.now()
      return response(200).json(
        {
          results: page.map((a) => toAuctionWire(world, a, viewer, now, baseUrls.buying)),
          total: all.length,
          from: next ? encodeCursor(next) : null,
        },
        serverTime(now),
      )
    }),
    http.post('/bff/filters/auctions/buying/counts', async ({ request, response }) => {
      engine.tick()
      const { user: viewer, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const parsed = parseListingQuery(await readJson(request))
      if (!parsed.ok) return response(400).json(easyPassError(parsed.detail, parsed.code), serverTime(engine.now()))
      const active = matching(viewer, parsed.query)
      const comingSoon = matching(viewer, parsed.query, COMING_SOON).length
      const makeOffer = matching(viewer, parsed.query, MAKE_OFFER).length
      const counts = {
        active: active.length,
        all: active.length + comingSoon + makeOffer,
        comingSoon,
        makeOffer,
        privateLane: active.filter((a) => world.lanes.get(a.laneId)?.kind === 'private').length,
        watchList: active.filter((a) => a.watcherUserIds.includes(viewer.id)).length,
      }
      return response(200).json(counts, serverTime(engine.now()))
    }),
  ]
}
