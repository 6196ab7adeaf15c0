import { BID_INCREMENT, nextValidBid } from '../../world/auctions'
import { ACCEPTED, buyingState, PERSISTENT_PROXY_MS, RUNNING_OR_SCHEDULED } from '../../world/buying'
import { myAuctionsState, saleOf } from '../../world/myAuctions'
import { searchState } from '../../world/search'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { billOfSale } from './billOfSale'
import { buyingHttp } from './buyingHttp'

const seconds = (ms: number) => Math.floor(ms / 1000)

/** Statuses, notification, proxy and post-auction info, the bill of sale, dealer performance and view counts. */
export const buyingAuctionHandlers = (context: HandlerContext) => {
  const { engine } = context
  const { world } = engine
  const http = buyingHttp(context)
  const now = () => engine.now()

  return [
    http.post('/api/acvapi/v3/auction/statuses', async ({ request, response }) => {
      engine.tick()
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = asRecord(await readJson(request))
      const ids = body.auctions
      if (
        Object.keys(body).some((k) => k !== 'auctions') ||
        !Array.isArray(ids) ||
        ids.length === 0 ||
        ids.length > 200 ||
        !ids.every((i) => Number.isSafeInteger(i))
      ) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, 'auctions must be a list of 1 to 200 auction ids.', 'invalid_request'),
        )
      }
      const statuses = (ids as number[]).flatMap((id) => {
        const a = world.auctions.get(id)
        return a
          ? [
              {
                id,
                status: a.status,
                end_time: seconds(a.endTime),
                bid_count: a.bids.length,
                high_bid_amount: a.bids.at(-1)?.amount ?? null,
              },
            ]
          : []
      })
      return response(200).json({ statuses }, serverTime(now()))
    }),
    http.get('/auction/{id}/notification_info', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const v = auction.vehicle
      const pushSearches = [...searchState(engine).savedSearches.values()].filter(
        (s) =>
          s.userId === user.id &&
          s.enabled &&
          s.auctionLaunchPushNotification &&
          s.filters.every((f) => f.filterType !== 'make' || String(f.value).toLowerCase() === v.make.toLowerCase()),
      )
      return response(200).json(
        {
          auction_id: auction.id,
          is_on_watch_list: auction.watcherUserIds.includes(user.id),
          outbid_notifications: auction.bids.some((b) => b.userId === user.id),
          ending_soon_notifications: auction.watcherUserIds.includes(user.id),
          launch_notifications: pushSearches.length > 0,
        },
        serverTime(now()),
      )
    }),
    http.get('/auction/{id}/proxy_bid_info', ({ request, params, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const proxy = auction.proxies.find((p) => p.userId === user.id)
      const expiry = buyingState(engine).persistentExpiry.get(`${auction.id}:${user.id}`)
      return response(200).json(
        {
          auction_id: auction.id,
          proxy_bid: proxy ? { amount: proxy.max, is_persistent: proxy.persistent } : null,
          proxy_bid_interval: BID_INCREMENT,
          next_valid_bid: nextValidBid(auction),
          persistent_proxy:
            proxy?.persistent === true
              ? { amount: proxy.max, expires_at: seconds(expiry ?? proxy.placedAt + PERSISTENT_PROXY_MS) }
              : null,
        },
        serverTime(now()),
      )
    }),
    http.get('/auction/{id}/post_auction_info', ({ request, params, response }) => {
      engine.tick()
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      if (RUNNING_OR_SCHEDULED.includes(auction.status)) {
        return response.untyped(
          errorReply(engine, 'easypass', 409, 'The auction has not ended yet.', 'auction_running'),
        )
      }
      const sale = saleOf(engine, auction)
      const done = myAuctionsState(engine).finalized.get(auction.id)
      return response(200).json(
        {
          auction_id: auction.id,
          status: auction.status,
          sale_price: sale?.amount ?? null,
          buyer_dealer_id: sale?.dealerId ?? null,
          buyer_user_id: sale?.userId ?? null,
          payment_method: done?.paymentProviderName ?? null,
          finalized: done !== undefined,
        },
        serverTime(now()),
      )
    }),
    http.get('/auction/{id}/documents/bill_of_sale', ({ request, params, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const sale = saleOf(engine, auction)
      if (!sale) return response.untyped(errorReply(engine, 'easypass', 409, 'The auction was not sold.', 'not_sold'))
      const mine = user.memberships.map((m) => m.dealerId)
      const party =
        user.role !== 'readonly' &&
        (sale.userId === user.id ||
          mine.includes(sale.dealerId) ||
          auction.sellerUserId === user.id ||
          mine.includes(auction.sellerDealerId))
      if (!party) {
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            403,
            'Only the buying and selling dealerships may download the bill of sale.',
            'not_a_party',
          ),
        )
      }
      const pdf = billOfSale(world, auction, sale.dealerId, sale.amount)
      return response.untyped(
        new Response(pdf.slice().buffer, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="bill-of-sale-${auction.id}.pdf"`,
            ...serverTime(now()).headers,
          },
        }),
      )
    }),
    http.get('/dealership/{id}/performance_info', ({ request, params, response }) => {
      engine.tick()
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const id = Number(params.id)
      const dealership = world.dealerships.get(id)
      if (!dealership) {
        return response.untyped(
          errorReply(engine, 'easypass', 404, `Dealership ${params.id} was not found.`, 'not_found'),
        )
      }
      const since = now() - 90 * 24 * 3_600_000
      const recent = [...world.auctions.values()].filter((a) => a.endTime >= since && a.endTime <= now())
      const sold = recent.filter((a) => a.sellerDealerId === id && ACCEPTED.includes(a.status)).length
      const ended = recent.filter((a) => a.sellerDealerId === id).length
      const bought = recent.filter((a) => ACCEPTED.includes(a.status) && a.bids.at(-1)?.dealerId === id).length
      return response(200).json(
        {
          dealer_id: id,
          dealership_name: dealership.name,
          auctions_sold_90_days: sold,
          auctions_bought_90_days: bought,
          sell_through_rate: ended === 0 ? 0 : Math.round((sold / ended) * 100) / 100,
          featured_seller: sold >= 3,
          top_seller: sold >= 10,
        },
        serverTime(now()),
      )
    }),
    http.post('/auction/{id}/view_count', ({ request, params, response }) => {
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      auction.viewCount += 1
      return response(200).json({ auction_id: auction.id, view_count: auction.viewCount }, serverTime(now()))
    }),
  ]
}
