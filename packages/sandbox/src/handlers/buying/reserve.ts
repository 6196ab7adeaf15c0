import { permissionsFor } from '../../wire/permissions'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { buyingHttp } from './buyingHttp'

/**
 * DELETE auction/{id}/reserve (docs/adr/0015; marketplace §3 canRemoveReserve): the seller's side takes the reserve
 * off a running auction, which then sells to its high bidder. 403 unless the viewer may (can_remove_reserve), 409
 * when there is no reserve left or the auction is not running.
 */
export const reserveHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = buyingHttp(context)
  return [
    http.delete('/auction/{id}/reserve', ({ request, params, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const now = engine.now()
      if (auction.floorPrice === null) {
        return response.untyped(errorReply(engine, 'easypass', 409, 'This auction has no reserve.', 'no_reserve'))
      }
      if (!permissionsFor(engine.world, auction, user, now).can_remove_reserve) {
        const running = auction.status === 'active' && now < auction.endTime
        return response.untyped(
          running
            ? errorReply(engine, 'easypass', 403, 'Only the selling dealership may remove the reserve.', 'not_seller')
            : errorReply(engine, 'easypass', 409, 'The auction is not running.', 'auction_not_running'),
        )
      }
      auction.floorPrice = null
      return response(200).json({ auction_id: auction.id, floor_price: null }, serverTime(now))
    }),
  ]
}
