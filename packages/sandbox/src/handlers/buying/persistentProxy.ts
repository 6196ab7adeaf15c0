import { BID_INCREMENT } from '../../world/auctions'
import { buyingState, PERSISTENT_PROXY_MS } from '../../world/buying'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { buyingHttp } from './buyingHttp'

const FIELDS = ['amount', 'user_id']

/**
 * PUT and DELETE persistent_proxy_bid {amount, user_id} (marketplace §7 Single auction), the auction in the path
 * (our design). A persistent proxy lasts 10 days (§9) and is placed by the bid rules, so a refusal matches a bid's.
 */
export const persistentProxyHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = buyingHttp(context)

  const parse = async (request: Request, amountRequired: boolean) => {
    const body = asRecord(await readJson(request))
    const extra = Object.keys(body).filter((k) => !FIELDS.includes(k))
    if (extra.length > 0)
      return errorReply(engine, 'easypass', 400, `Unknown field(s): ${extra.join(', ')}.`, 'invalid_request')
    if (!Number.isSafeInteger(body.user_id))
      return errorReply(engine, 'easypass', 400, 'user_id is required.', 'invalid_request')
    if (amountRequired && typeof body.amount !== 'number') {
      return errorReply(engine, 'easypass', 400, 'amount is required.', 'invalid_request')
    }
    return { amount: body.amount as number, userId: body.user_id as number }
  }

  return [
    http.put('/auction/{id}/persistent_proxy_bid', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const parsed = await parse(request, true)
      if (parsed instanceof Response) return response.untyped(parsed)
      if (parsed.userId !== user.id) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'user_id must be the signed-in user.', 'user_mismatch'),
        )
      }
      const now = engine.now()
      const outcome = engine.placeBid(user.id, auction.id, parsed.amount, true, true, `persistent:${auction.id}:${now}`)
      if (!outcome.ok)
        return response.untyped(errorReply(engine, 'easypass', outcome.status, outcome.detail, outcome.code))
      const expiresAt = now + PERSISTENT_PROXY_MS
      buyingState(engine).persistentExpiry.set(`${auction.id}:${user.id}`, expiresAt)
      return response(200).json(
        {
          auction_id: auction.id,
          user_id: user.id,
          amount: parsed.amount,
          is_persistent: true,
          expires_at: Math.floor(expiresAt / 1000),
          proxy_bid_interval: BID_INCREMENT,
        },
        serverTime(now),
      )
    }),
    http.delete('/auction/{id}/persistent_proxy_bid', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const parsed = await parse(request, false)
      if (parsed instanceof Response) return response.untyped(parsed)
      if (parsed.userId !== user.id) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'user_id must be the signed-in user.', 'user_mismatch'),
        )
      }
      const at = auction.proxies.findIndex((p) => p.userId === user.id && p.persistent)
      if (at < 0) {
        return response.untyped(
          errorReply(engine, 'easypass', 404, 'You hold no persistent proxy bid on this auction.', 'not_found'),
        )
      }
      auction.proxies.splice(at, 1)
      buyingState(engine).persistentExpiry.delete(`${auction.id}:${user.id}`)
      return response(204).empty(serverTime(engine.now()))
    }),
  ]
}
