import { ACCEPTED, buyingState, MAKE_OFFER, OFFER_STATE } from '../../world/buying'
import { type OfferRecord, offersOf } from '../../world/myAuctions'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn, usd } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { buyingHttp } from './buyingHttp'

const OFFER_FIELDS = ['amount', 'dealer_id']

/** The lowest offer the seller considers: 85% of the reserve, else the start price (our design). */
export const minOfferAmount = (auction: Auction): number =>
  auction.floorPrice === null ? auction.startPrice : Math.round((auction.floorPrice * 0.85) / 100) * 100

const toOfferWire = (offer: OfferRecord, auction: Auction, noLongerAvailable = false) => ({
  auction_id: offer.auctionId,
  offer_state: offer.state as 0 | 1 | 2 | 3 | 4,
  offer_value: offer.value,
  rejection_reason: offer.rejectionReason,
  no_longer_available: noLongerAvailable,
  min_amonut: minOfferAmount(auction),
  dealer_id: offer.dealerId,
})

/**
 * POST auction/{id}/offers and bff/auction/{id}/offers {amount, dealer_id} with Idempotency-Key (marketplace §7
 * Single auction, §3 Offer): an offer at or above the reserve is accepted and becomes the sale (the auction moves
 * to ended_accepted and into the buyer's to_finalize); below the minimum it is rejected; otherwise pending, and the
 * auction awaits the seller's acceptance (it shows in both sides' offers, deals and negotiations). An
 * auction already sold answers the offer as rejected and no_longer_available.
 */
export const offerHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = buyingHttp(context)

  const makeOffer = async (request: Request, id: unknown): Promise<Response> => {
    engine.tick()
    const { user, reply } = signedIn(engine, 'easypass', request)
    if (reply) return reply
    const key = request.headers.get('idempotency-key')?.trim() ?? ''
    if (key.length === 0 || key.length > 128) {
      return errorReply(
        engine,
        'easypass',
        400,
        'The Idempotency-Key header is required (1 to 128 characters).',
        'idempotency_key_missing',
      )
    }
    const state = buyingState(engine)
    const seen = state.offerKeys.get(`${user.id}:${key}`)
    if (seen) return Response.json(seen, serverTime(engine.now()))
    const { auction, missing } = auctionAt(engine, id)
    if (missing) return missing
    const body = asRecord(await readJson(request))
    const extra = Object.keys(body).filter((k) => !OFFER_FIELDS.includes(k))
    if (extra.length > 0)
      return errorReply(engine, 'easypass', 400, `Unknown field(s): ${extra.join(', ')}.`, 'invalid_request')
    if (typeof body.amount !== 'number')
      return errorReply(engine, 'easypass', 400, 'amount is required.', 'invalid_request')
    if (!Number.isSafeInteger(body.amount) || body.amount < 1) {
      return errorReply(engine, 'easypass', 422, 'The offer must be a whole number of dollars.', 'amount_not_integer')
    }
    const dealer = dealerFor(user, body.dealer_id)
    if (typeof dealer === 'string')
      return errorReply(engine, 'easypass', dealer === 'several' ? 400 : 403, DEALER_PROBLEMS[dealer], dealer)
    if (user.role === 'readonly' || !user.active) {
      return errorReply(
        engine,
        'easypass',
        403,
        'Your account is read-only: you may browse but not make offers.',
        'user_may_not_offer',
      )
    }
    if (auction.sellerDealerId === dealer || auction.sellerUserId === user.id) {
      return errorReply(
        engine,
        'easypass',
        403,
        'You cannot make an offer on an auction your dealership is selling.',
        'own_auction',
      )
    }
    // The one offers record of the auction (world/myAuctions.ts), which bff/offers, the deals and lists read.
    const offers = offersOf(engine, auction)
    const before = auction.status
    const offer: OfferRecord = {
      id: auction.id * 100 + offers.length + 1,
      auctionId: auction.id,
      userId: user.id,
      dealerId: dealer,
      value: body.amount,
      state: OFFER_STATE.pending,
      rejectionReason: null,
      side: 'buyer',
      createdAt: Math.floor(engine.now() / 1000) * 1000,
    }
    let gone = false
    if (ACCEPTED.includes(auction.status)) {
      gone = true
      offer.state = OFFER_STATE.rejected
      offer.rejectionReason = 'The vehicle is no longer available.'
    } else if (!MAKE_OFFER.includes(auction.status) || engine.world.lanes.get(auction.laneId)?.canMakeOffer !== true) {
      return errorReply(engine, 'easypass', 409, 'This auction is not open to offers.', 'not_open_to_offers')
    } else if (offer.value >= (auction.floorPrice ?? auction.startPrice)) {
      offer.state = OFFER_STATE.accepted
      auction.bids.push({ amount: offer.value, userId: user.id, dealerId: dealer, at: engine.now(), proxy: false })
      auction.status = 'ended_accepted'
    } else if (offer.value < minOfferAmount(auction)) {
      offer.state = OFFER_STATE.rejected
      offer.rejectionReason = `The offer is below the minimum of ${usd(minOfferAmount(auction))}.`
    } else {
      // A pending offer opens a negotiation: the seller answers it in their deals (marketplace §4 Offer actions).
      auction.status = 'awaiting_acceptance'
    }
    offers.push(offer)
    if (auction.status !== before) engine.dealUpdated(auction)
    const wire = toOfferWire(offer, auction, gone)
    state.offerKeys.set(`${user.id}:${key}`, wire)
    return Response.json(wire, serverTime(engine.now()))
  }

  return [
    http.post('/auction/{id}/offers', async ({ request, params, response }) =>
      response.untyped(await makeOffer(request, params.id)),
    ),
    http.post('/bff/auction/{id}/offers', async ({ request, params, response }) =>
      response.untyped(await makeOffer(request, params.id)),
    ),
  ]
}

const DEALER_PROBLEMS = {
  several: 'dealer_id is required for a user with several dealerships.',
  not_member: 'dealer_id must be one of your dealerships.',
} as const

/** The offering dealership: the named one (a membership), else the user's only one (marketplace §5). */
const dealerFor = (user: User, named: unknown): number | keyof typeof DEALER_PROBLEMS => {
  const mine = user.memberships.map((m) => m.dealerId)
  if (named === undefined) return mine.length === 1 ? (mine[0] as number) : 'several'
  return Number.isSafeInteger(named) && mine.includes(named as number) ? (named as number) : 'not_member'
}
