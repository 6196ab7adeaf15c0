import { imageUrls } from '../../wire/auctionWire'
import { nextValidBid } from '../../world/auctions'
import { SCHEDULED } from '../../world/buying'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn, usd } from '../kit/replies'
import { buyingHttp } from './buyingHttp'

/** The launch hour a row is grouped under, e.g. `3:00 PM` (UTC; our design). */
const groupBy = (ms: number): string => {
  const d = new Date(ms)
  const h = d.getUTCHours()
  return `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`
}

const toRunListItem = (auction: Auction, viewer: User, imageBase: string) => {
  const v = auction.vehicle
  const proxy = auction.proxies.find((p) => p.userId === viewer.id)
  const price = nextValidBid(auction)
  const reserveAbove = auction.floorPrice !== null && proxy !== undefined && proxy.max < auction.floorPrice
  return {
    auction_id: auction.id,
    title: `${v.year} ${v.make} ${v.model}`,
    subtitle: [v.trim, `${v.odometer.toLocaleString('en-US')} mi`, v.vin.slice(-6)].filter(Boolean).join(' · '),
    thumbnail: auction.id % 37 === 0 ? null : imageUrls(imageBase, auction.id).acv_thumbnail,
    price: { raw: price, formatted: usd(price) },
    alert: reserveAbove,
    alert_message: reserveAbove ? 'Your proxy bid is below the reserve.' : null,
    group_by: groupBy(auction.startTime),
    proxy_bid: proxy ? { amount: proxy.max, is_persistent: proxy.persistent } : null,
    start_time: Math.floor(auction.startTime / 1000),
  }
}

/** GET auctions/run_list (since_auction_id, query, auction_id) (marketplace §7 Run list): scheduled auctions, ids ascending. */
export const runListHandlers = (context: HandlerContext) => {
  const { engine, baseUrls } = context
  const http = buyingHttp(context)
  return [
    http.get('/auctions/run_list', ({ request, query, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const since = query.get('since_auction_id')
      const only = query.get('auction_id')
      for (const [name, text] of [
        ['since_auction_id', since],
        ['auction_id', only],
      ] as const) {
        if (text !== null && !/^\d+$/.test(text)) {
          return response.untyped(
            errorReply(engine, 'easypass', 400, `${name} must be an auction id.`, 'invalid_request'),
          )
        }
      }
      const words = (query.get('query') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
      const items = [...engine.world.auctions.values()]
        .filter((a) => SCHEDULED.includes(a.status))
        .filter((a) => since === null || a.id > Number(since))
        .filter((a) => only === null || a.id === Number(only))
        .filter((a) => {
          const v = a.vehicle
          const text = `${v.year} ${v.make} ${v.model} ${v.trim ?? ''} ${v.vin}`.toLowerCase()
          return words.every((w) => text.includes(w))
        })
        .sort((a, b) => a.id - b.id)
        .map((a) => toRunListItem(a, user, baseUrls.buying))
      return response(200).json({ items }, serverTime(engine.now()))
    }),
  ]
}
