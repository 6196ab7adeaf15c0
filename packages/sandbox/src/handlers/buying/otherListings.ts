import { toAuctionWire } from '../../wire/auctionWire'
import type { ListingQuery } from '../../wire/types'
import { MAKE_OFFER, RUNNING_OR_SCHEDULED, SCHEDULED } from '../../world/buying'
import { laneAdmits } from '../../world/lanes'
import { saleOf } from '../../world/myAuctions'
import { myList } from '../../world/myAuctionsLists'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { acvEstimate } from '../search/searchActions'
import { parseListingQuery } from './activeListings'
import { buyingHttp } from './buyingHttp'
import { encodeCursor, inListing, pageOf, type Sort } from './listingQuery'

const ENDED_SORTS = ['recently_ended', 'close_to_market_value'] as const

type Select = (viewer: User, query: ListingQuery) => Auction[] | Response

/**
 * The other listings of the buying BFF (marketplace §7 Buying BFF listings): run list, no-reserve preview, one
 * private lane, ended, cross-lane promotion, every auction, the recommended variants and counts_v2.
 */
export const buyingListingHandlers = (context: HandlerContext) => {
  const { engine, baseUrls } = context
  const { world } = engine
  const http = buyingHttp(context)
  const now = () => engine.now()
  const running = (a: Auction) => a.status === 'active' && a.endTime > now()
  const all = () => [...world.auctions.values()]
  const laneKind = (a: Auction) => world.lanes.get(a.laneId)?.kind

  /** Answers one listing page: checks the body, selects, sorts (end_time keyset, or by views) and pages. */
  const serve = async (request: Request, select: Select, recommended = false): Promise<Response> => {
    engine.tick()
    const { user, reply } = signedIn(engine, 'easypass', request)
    if (reply) return reply
    const parsed = parseListingQuery(await readJson(request))
    if (!parsed.ok) return errorReply(engine, 'easypass', 400, parsed.detail, parsed.code)
    const selected = select(user, parsed.query)
    if (selected instanceof Response) return selected
    const sort: Sort = recommended ? 'recommended' : parsed.sort
    const cursor = recommended && parsed.cursor?.sort !== 'recommended' ? null : parsed.cursor
    const { page, next } = pageOf(selected, sort, cursor, parsed.query.size)
    return Response.json(
      {
        results: page.map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)),
        total: selected.length,
        from: next ? encodeCursor(next) : null,
      },
      serverTime(now()),
    )
  }
  const listed = (viewer: User, query: ListingQuery, source: readonly Auction[]) =>
    source.filter((a) => inListing(world, a, viewer, query))

  /** Ended: its own sorts (recently_ended default, close_to_market_value by |acv_estimate_delta|), offset pages. */
  const serveEnded = async (request: Request): Promise<Response> => {
    engine.tick()
    const { user, reply } = signedIn(engine, 'easypass', request)
    if (reply) return reply
    const body = asRecord(await readJson(request))
    const sort = body.sort ?? 'recently_ended'
    if (!(ENDED_SORTS as readonly unknown[]).includes(sort)) {
      return errorReply(
        engine,
        'easypass',
        400,
        `sort must be one of ${ENDED_SORTS.join(', ')} for ended auctions.`,
        'invalid_sort',
      )
    }
    const { sort: _ignored, ...rest } = body
    const parsed = parseListingQuery(rest)
    if (!parsed.ok) return errorReply(engine, 'easypass', 400, parsed.detail, parsed.code)
    const offset = parsed.cursor?.sort === 'recommended' ? parsed.cursor.offset : 0
    const delta = (a: Auction) => Math.abs((a.bids.at(-1)?.amount ?? a.startPrice) - acvEstimate(a))
    const ended = listed(
      user,
      parsed.query,
      all().filter((a) => !RUNNING_OR_SCHEDULED.includes(a.status)),
    ).sort((a, b) =>
      sort === 'recently_ended' ? b.endTime - a.endTime || a.id - b.id : delta(a) - delta(b) || a.id - b.id,
    )
    const page = ended.slice(offset, offset + parsed.query.size)
    const nextOffset = offset + parsed.query.size
    return Response.json(
      {
        results: page.map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)),
        total: ended.length,
        from: nextOffset < ended.length ? encodeCursor({ sort: 'recommended', offset: nextOffset }) : null,
      },
      serverTime(now()),
    )
  }

  const runList: Select = (v, q) =>
    listed(
      v,
      q,
      all().filter((a) => SCHEDULED.includes(a.status)),
    )
  const noReserve: Select = (v, q) =>
    listed(
      v,
      q,
      all().filter((a) => laneKind(a) === 'no_reserve_preview' && (running(a) || SCHEDULED.includes(a.status))),
    )
  const everything: Select = (v, q) =>
    listed(
      v,
      q,
      all().filter((a) => running(a) || SCHEDULED.includes(a.status)),
    )
  const active: Select = (v, q) => listed(v, q, engine.runningAuctions().filter(running))
  const makeOffer: Select = (v, q) =>
    listed(
      v,
      q,
      all().filter((a) => MAKE_OFFER.includes(a.status) && world.lanes.get(a.laneId)?.canMakeOffer === true),
    )

  return [
    http.post('/bff/filters/auctions/buying/run_list', async ({ request, response }) =>
      response.untyped(await serve(request, runList)),
    ),
    http.post('/bff/filters/auctions/buying/no_reserve_preview', async ({ request, response }) =>
      response.untyped(await serve(request, noReserve)),
    ),
    http.post('/bff/filters/auctions/buying/private_lane/{id}', async ({ request, params, response }) =>
      response.untyped(
        await serve(request, (viewer, query) => {
          const lane = world.lanes.get(Number(params.id))
          if (lane?.kind !== 'private') {
            return errorReply(engine, 'easypass', 404, `Private lane ${params.id} was not found.`, 'not_found')
          }
          if (!viewer.memberships.some((m) => laneAdmits(lane, m.dealerId))) {
            return errorReply(
              engine,
              'easypass',
              403,
              'Your dealership is not invited to this private lane.',
              'lane_not_admitted',
            )
          }
          const inLane = { ...query, includedLanes: undefined, privateLaneIds: [lane.id] }
          return listed(
            viewer,
            inLane,
            engine.runningAuctions().filter((a) => running(a) && a.laneId === lane.id),
          )
        }),
      ),
    ),
    http.post('/bff/filters/auctions/buying/ended', async ({ request, response }) =>
      response.untyped(await serveEnded(request)),
    ),
    http.post('/bff/filters/auctions/buying/cross_lane_promotion', async ({ request, response }) =>
      response.untyped(
        await serve(request, (viewer, query) => {
          const named = query.includedLanes?.length ? query.includedLanes : ['live']
          const others = engine.runningAuctions().filter((a) => running(a) && !named.includes(laneKind(a) ?? 'live'))
          return listed(viewer, { ...query, includedLanes: undefined }, others)
        }),
      ),
    ),
    http.post('/bff/filters/auctions/buying/auctions', async ({ request, response }) =>
      response.untyped(await serve(request, everything)),
    ),
    http.post('/bff/filters/auctions/buying/active/recommended', async ({ request, response }) =>
      response.untyped(await serve(request, active, true)),
    ),
    http.post('/bff/filters/auctions/buying/run_list/recommended', async ({ request, response }) =>
      response.untyped(await serve(request, runList, true)),
    ),
    http.post('/bff/filters/auctions/buying/no_reserve_preview/recommended', async ({ request, response }) =>
      response.untyped(await serve(request, noReserve, true)),
    ),
    http.post('/bff/filters/auctions/buying/make_offer/recommended', async ({ request, response }) =>
      response.untyped(await serve(request, makeOffer, true)),
    ),
    http.post('/bff/filters/auctions/buying/counts_v2', async ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const parsed = parseListingQuery(await readJson(request))
      if (!parsed.ok) return response.untyped(errorReply(engine, 'easypass', 400, parsed.detail, parsed.code))
      const count = (query: ListingQuery) => {
        const live = active(user, query) as Auction[]
        const comingSoon = (runList(user, query) as Auction[]).length
        const offers = (makeOffer(user, query) as Auction[]).length
        return {
          active: live.length,
          all: live.length + comingSoon + offers,
          allInventory: (everything(user, query) as Auction[]).length + offers,
          comingSoon,
          makeOffer: offers,
          privateLane: live.filter((a) => laneKind(a) === 'private').length,
          watchList: live.filter((a) => a.watcherUserIds.includes(user.id)).length,
        }
      }
      const filtered = count(parsed.query)
      const unfiltered = count({ ...parsed.query, filters: [] })
      const pair = (k: keyof typeof filtered) => ({ filtered: filtered[k], unfiltered: unfiltered[k] })
      return response(200).json(
        {
          active: pair('active'),
          all: pair('all'),
          allInventory: pair('allInventory'),
          comingSoon: pair('comingSoon'),
          makeOffer: pair('makeOffer'),
          privateLane: pair('privateLane'),
          watchList: pair('watchList'),
        },
        serverTime(now()),
      )
    }),
    http.get('/bff/filters/auctions/buying/watchlist', ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const watched = all()
        .filter((a) => a.watcherUserIds.includes(user.id))
        .sort((a, b) => a.endTime - b.endTime || a.id - b.id)
      return response(200).json(
        {
          results: watched.map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)),
          total: watched.length,
          from: null,
        },
        serverTime(now()),
      )
    }),
    http.get('/bff/auctions/buying/search/won/dashboard', ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      // The same won and needs-finalization lists the my-auctions gateway answers (world/myAuctionsLists.ts).
      const won = myList(engine, user, 'won')
      return response(200).json(
        {
          won_count: won.length,
          to_finalize_count: myList(engine, user, 'needsFinalization').length,
          total_spent: won.reduce((sum, a) => sum + (saleOf(engine, a)?.amount ?? 0), 0),
          recent: won.slice(0, 5).map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)),
        },
        serverTime(now()),
      )
    }),
    http.post('/bff/auctions/buying/search/list_by_id', async ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = asRecord(await readJson(request))
      const ids = body.ids
      const extra = Object.keys(body).filter((k) => k !== 'ids')
      if (
        extra.length > 0 ||
        !Array.isArray(ids) ||
        ids.length === 0 ||
        ids.length > 100 ||
        !ids.every((i) => Number.isSafeInteger(i))
      ) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, 'ids must be a list of 1 to 100 auction ids.', 'invalid_request'),
        )
      }
      const found = (ids as number[]).flatMap((id) => world.auctions.get(id) ?? [])
      return response(200).json(
        { results: found.map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)), total: found.length },
        serverTime(now()),
      )
    }),
    http.get('/api/acvapi/v3/auctions/to_finalize', ({ request, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const due = myList(engine, user, 'needsFinalization')
      return response(200).json(
        { results: due.map((a) => toAuctionWire(world, a, user, now(), baseUrls.buying)), total: due.length },
        serverTime(now()),
      )
    }),
    http.get('/auctions/preview/launch_windows', ({ request, response }) => {
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ launch_windows: launchWindows(now(), 0, 1) }, serverTime(now()))
    }),
    http.get('/auctions/preview/future_launch_windows', ({ request, response }) => {
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      return response(200).json({ launch_windows: launchWindows(now(), 1, 7) }, serverTime(now()))
    }),
  ]
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Our design: no-reserve preview launches at 10:00, 13:00 and 16:00 UTC, each window one hour; only future windows. */
export const launchWindows = (now: number, fromDay: number, days: number) => {
  const today = Math.floor(now / DAY) * DAY
  const windows: { start_time: number; end_time: number }[] = []
  for (let d = fromDay; d < fromDay + days; d += 1) {
    for (const hour of [10, 13, 16]) {
      const start = today + d * DAY + hour * HOUR
      if (start > now) windows.push({ start_time: start / 1000, end_time: (start + HOUR) / 1000 })
    }
  }
  return windows
}
