import { buyingState, type ClaimRecord } from '../../world/buying'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { buyingHttp } from './buyingHttp'

const toClaimWire = (c: ClaimRecord) => ({
  dealer_id: c.dealerId,
  user_id: c.userId,
  claimed_at: Math.floor(c.at / 1000),
})

/**
 * Claims (marketplace §7 Claims; §6 "Multibuyer dealerships may place a hold (claim) on auctions"): one hold per
 * dealership per auction, held by one member; releasing needs the same dealership.
 */
export const claimHandlers = (context: HandlerContext) => {
  const { engine } = context
  const { world } = engine
  const http = buyingHttp(context)
  const multibuyer = (user: User) =>
    user.memberships.flatMap((m) => {
      const d = world.dealerships.get(m.dealerId)
      return d?.multibuyer ? [d] : []
    })
  const claimsOf = (auctionId: number, user: User) => {
    const claims = buyingState(engine).claims.get(auctionId) ?? []
    const mine = claims.find((c) => c.userId === user.id)
    return { auction_id: auctionId, claims: claims.map(toClaimWire), my_claim: mine ? toClaimWire(mine) : null }
  }
  /** The dealerId of the body, a multibuyer dealership of the user; or the answer to give. */
  const dealerOf = async (request: Request, user: User): Promise<number | Response> => {
    const body = asRecord(await readJson(request))
    if (!Number.isSafeInteger(body.dealerId) || Object.keys(body).some((k) => k !== 'dealerId')) {
      return errorReply(engine, 'easypass', 400, 'dealerId (integer) is required, nothing else.', 'invalid_request')
    }
    if (user.role === 'readonly' || !multibuyer(user).some((d) => d.id === body.dealerId)) {
      return errorReply(
        engine,
        'easypass',
        403,
        'Only a multibuyer dealership you belong to may hold an auction.',
        'not_multibuyer',
      )
    }
    return body.dealerId as number
  }

  return [
    http.get('/auctions/dealers_can_claim', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const dealerships = user.role === 'readonly' ? [] : multibuyer(user).map((d) => ({ id: d.id, name: d.name }))
      return response(200).json({ dealerships }, serverTime(engine.now()))
    }),
    http.post('/auctions/{id}/claim', async ({ request, params, response }) => {
      engine.tick()
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = await dealerOf(request, user)
      if (dealerId instanceof Response) return response.untyped(dealerId)
      const state = buyingState(engine)
      const claims = state.claims.get(auction.id) ?? []
      const held = claims.find((c) => c.dealerId === dealerId)
      if (held && held.userId !== user.id) {
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            409,
            'Another member of your dealership already holds this auction.',
            'already_claimed',
          ),
        )
      }
      if (!held) state.claims.set(auction.id, [...claims, { dealerId, userId: user.id, at: engine.now() }])
      return response(200).json(claimsOf(auction.id, user), serverTime(engine.now()))
    }),
    http.delete('/auctions/{id}/claim', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = await dealerOf(request, user)
      if (dealerId instanceof Response) return response.untyped(dealerId)
      const state = buyingState(engine)
      const claims = state.claims.get(auction.id) ?? []
      if (!claims.some((c) => c.dealerId === dealerId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 404, 'Your dealership holds no claim on this auction.', 'not_found'),
        )
      }
      state.claims.set(
        auction.id,
        claims.filter((c) => c.dealerId !== dealerId),
      )
      return response(200).json(claimsOf(auction.id, user), serverTime(engine.now()))
    }),
  ]
}
