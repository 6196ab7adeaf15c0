import type { BuyingPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toAuctionDetailsWire } from '../../wire/auctionDetailsWire'
import { toAuctionWire } from '../../wire/auctionWire'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'

/** One auction by id, relative to the bearer (marketplace §7 Single auction, ADR 0001). */
export const auctionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })
  return [
    http.get('/bff/auctions/buying/search/auction/{id}', ({ request, params, response }) => {
      engine.tick()
      const { user: viewer, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const id = String(params.id)
      const auction = /^\d+$/.test(id) ? engine.world.auctions.get(Number(id)) : undefined
      if (!auction) {
        return response(404).json(easyPassError(`Auction ${id} was not found.`, 'not_found'), serverTime(engine.now()))
      }
      const now = engine.now()
      const wire = toAuctionWire(engine.world, auction, viewer, now, baseUrls.buying)
      const details = toAuctionDetailsWire(engine.world, auction, viewer, baseUrls.buying, wire.images !== null)
      return response(200).json({ ...wire, details }, serverTime(now))
    }),
  ]
}
