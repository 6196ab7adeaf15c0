import { ACCEPTED, buyingState } from '../../world/buying'
import { CAPITAL_METHOD, capitalEligible, capitalFinancing } from '../../world/capitalPurchase'
import { boughtBy, myAuctionsState, saleOf } from '../../world/myAuctions'
import { createRng } from '../../world/prng'
import { titlesOf } from '../../world/titles'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { asRecord, readJson } from '../kit/request'
import { buyingHttp } from './buyingHttp'

const PAYMENT_METHODS = ['ach', 'floor_plan', 'check']
const SERVICE_TYPES = ['open', 'enclosed', 'expedited']
const ARBITRATION_PLANS = [
  { id: 1, name: 'Standard (included)', price: 0 },
  { id: 2, name: 'Extended 30 days', price: 175 },
]
const FINALIZE_FIELDS = [
  'buyer_organization_id',
  'transport_quote_accepted',
  'payment_provider_name',
  'arbitration_plan_id',
  'delivery_address_id',
  'transportation_service_type',
]

const mine = (user: User) => user.memberships.map((m) => m.dealerId)

/** Buyer choice, valid dealerships, checkout options, finalizing, arbitration, issues and carfax (marketplace §7). */
export const checkoutHandlers = (context: HandlerContext) => {
  const { engine } = context
  const { world } = engine
  const http = buyingHttp(context)
  const now = () => engine.now()
  const addressOf = (dealerId: number) => {
    const d = world.dealerships.get(dealerId)
    return d
      ? [
          {
            id: dealerId * 10 + 1,
            street: `${100 + (dealerId % 900)} Commerce Dr`,
            city: d.city,
            region: d.region,
            zip_code: d.zipCode,
          },
        ]
      : []
  }
  /** The won auction of this user, or the answer to give. */
  const wonBy = (user: User, auction: Auction): Response | null =>
    boughtBy(engine, auction, user)
      ? null
      : errorReply(engine, 'easypass', 409, 'This auction was not won by your dealerships.', 'not_won')

  return [
    http.post('/auction/{id}/buyer/{dealerId}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = Number(params.dealerId)
      if (!mine(user).includes(dealerId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'dealerId must be one of your dealerships.', 'not_member'),
        )
      }
      const refused = wonBy(user, auction)
      if (refused) return response.untyped(refused)
      buyingState(engine).buyers.set(auction.id, dealerId)
      return response(200).json({ auction_id: auction.id, dealer_id: dealerId }, serverTime(now()))
    }),
    http.post('/buyer/valid_dealerships', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = asRecord(await readJson(request))
      if (!Number.isSafeInteger(body.auction_id) || Object.keys(body).some((k) => k !== 'auction_id')) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, 'auction_id (integer) is required.', 'invalid_request'),
        )
      }
      const { auction, missing } = auctionAt(engine, body.auction_id)
      if (missing) return response.untyped(missing)
      const dealerships = user.memberships.map((m) => {
        const d = world.dealerships.get(m.dealerId)
        const reason = !d?.active
          ? 'The dealership is not active.'
          : d.id === auction.sellerDealerId
            ? 'The dealership is selling this vehicle.'
            : null
        return { id: m.dealerId, name: d?.name ?? 'Unknown', valid: reason === null, reason }
      })
      return response(200).json({ dealerships }, serverTime(now()))
    }),
    http.get('/bff/orders/{id}/checkout_options/{dealerId}', ({ request, params, query, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = Number(params.dealerId)
      if (!mine(user).includes(dealerId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'dealerId must be one of your dealerships.', 'not_member'),
        )
      }
      const sale = saleOf(engine, auction)
      if (!sale || !boughtBy(engine, auction, user)) {
        return response.untyped(errorReply(engine, 'easypass', 404, `No order for auction ${auction.id}.`, 'not_found'))
      }
      const include = (query.get('include') ?? 'payment_methods,arbitration_plans,delivery_addresses,transport').split(
        ',',
      )
      const has = (part: string) => include.includes(part)
      const v = auction.vehicle
      const floorPlan = query.get('paymentMethod') === 'floor_plan'
      return response(200).json(
        {
          auction_id: auction.id,
          dealer_id: dealerId,
          sale_price: sale.amount,
          payment_methods: has('payment_methods')
            ? [...PAYMENT_METHODS, ...(capitalEligible(engine, dealerId) ? [CAPITAL_METHOD] : [])]
            : [],
          arbitration_plans: has('arbitration_plans') ? ARBITRATION_PLANS : [],
          delivery_addresses: has('delivery_addresses') ? addressOf(dealerId) : [],
          serviceTypes: has('transport') ? SERVICE_TYPES : [],
          vinsInfo: [{ vin: v.vin, make: v.make, model: v.model, year: v.year }],
          transport_quote: has('transport')
            ? 150 + createRng(auction.id + dealerId).int(0, 40) * 10 + (floorPlan ? 25 : 0)
            : null,
        },
        serverTime(now()),
      )
    }),
    http.put('/bff/orders/finalize/{id}', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const body = asRecord(await readJson(request))
      const extra = Object.keys(body).filter((k) => !FINALIZE_FIELDS.includes(k))
      if (extra.length > 0) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, `Unknown field(s): ${extra.join(', ')}.`, 'invalid_request'),
        )
      }
      const bad = [
        !Number.isSafeInteger(body.buyer_organization_id) && 'buyer_organization_id',
        typeof body.transport_quote_accepted !== 'boolean' && 'transport_quote_accepted',
        (typeof body.payment_provider_name !== 'string' ||
          ![...PAYMENT_METHODS, CAPITAL_METHOD].includes(body.payment_provider_name)) &&
          'payment_provider_name',
      ].filter(Boolean)
      if (bad.length > 0) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, `Missing or invalid field(s): ${bad.join(', ')}.`, 'invalid_request'),
        )
      }
      const org = body.buyer_organization_id as number
      if (!mine(user).includes(org)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'buyer_organization_id must be one of your dealerships.', 'not_member'),
        )
      }
      const refused = wonBy(user, auction)
      if (refused) return response.untyped(refused)
      const { finalized } = myAuctionsState(engine)
      if (finalized.has(auction.id)) {
        return response.untyped(
          errorReply(engine, 'easypass', 409, 'This auction is already finalized.', 'already_finalized'),
        )
      }
      // Capital pays before the finalize (POST payment {auction_id, total}): a finalize by capital needs that payment.
      if (body.payment_provider_name === CAPITAL_METHOD) {
        if (!capitalEligible(engine, org))
          return response.untyped(
            errorReply(
              engine,
              'easypass',
              403,
              'Only dealerships with an active capital account can pay through capital.',
              'not_eligible',
            ),
          )
        if (!capitalFinancing(engine, auction.id, org))
          return response.untyped(
            errorReply(
              engine,
              'easypass',
              409,
              `Auction ${auction.id} has not been paid through capital yet.`,
              'capital_payment_missing',
            ),
          )
      }
      const transport = body.transport_quote_accepted === true
      finalized.set(auction.id, {
        buyerOrganizationId: org,
        paymentProviderName: body.payment_provider_name as string,
        transportRequested: transport,
        serviceType:
          transport && typeof body.transportation_service_type === 'string' ? body.transportation_service_type : null,
        at: now(),
      })
      buyingState(engine).buyers.set(auction.id, org)
      // The purchase's title is now in process for the buyer: it moves along on the engine's clock (ADR 0027).
      const titles = titlesOf(engine, org)
      titles.push({
        id: org * 1000 + titles.length + 1,
        auctionId: auction.id,
        dealerId: org,
        side: 'buying',
        vehicle: auction.vehicle,
        counterparty: engine.world.dealerships.get(auction.sellerDealerId)?.name ?? null,
        salePrice: saleOf(engine, auction)?.amount ?? null,
        soldAt: now(),
        receivedAt: null,
        paidAt: now(),
        problem: null,
      })
      return response(200).json(
        {
          auction_id: auction.id,
          finalized: true,
          buyer_organization_id: org,
          payment_provider_name: body.payment_provider_name as string,
          transport_requested: transport,
        },
        serverTime(now()),
      )
    }),
    http.get('/bff/arbitrations/actions/{id}', ({ request, params, query, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = Number(query.get('dealer_id'))
      if (!Number.isSafeInteger(dealerId) || query.get('dealer_id') === null) {
        return response.untyped(errorReply(engine, 'easypass', 400, 'dealer_id is required.', 'invalid_request'))
      }
      if (!mine(user).includes(dealerId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'dealer_id must be one of your dealerships.', 'not_member'),
        )
      }
      const sold = ACCEPTED.includes(auction.status) && boughtBy(engine, auction, user)
      const recent = now() - auction.endTime < 7 * 24 * 3_600_000
      return response(200).json(
        {
          auction_id: auction.id,
          dealer_id: dealerId,
          actions: [
            { type: 'open_claim', label: 'Open an arbitration claim', available: sold && recent },
            { type: 'request_return', label: 'Request a return', available: sold && recent },
            { type: 'view_condition_report', label: 'View the condition report', available: true },
          ],
        },
        serverTime(now()),
      )
    }),
    http.post('/issues', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const body = asRecord(await readJson(request))
      const extra = Object.keys(body).filter((k) => !['type', 'value', 'dealer_id'].includes(k))
      if (
        extra.length > 0 ||
        typeof body.type !== 'string' ||
        !body.type ||
        typeof body.value !== 'string' ||
        !body.value ||
        !Number.isSafeInteger(body.dealer_id)
      ) {
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            400,
            'type, value (non-empty strings) and dealer_id (integer) are required, nothing else.',
            'invalid_request',
          ),
        )
      }
      if (!mine(user).includes(body.dealer_id as number)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'dealer_id must be one of your dealerships.', 'not_member'),
        )
      }
      const state = buyingState(engine)
      const issue = {
        id: state.issues.length + 1,
        type: body.type,
        value: body.value,
        dealerId: body.dealer_id as number,
        at: now(),
      }
      state.issues.push(issue)
      return response(201).json(
        {
          id: issue.id,
          type: issue.type,
          value: issue.value,
          dealer_id: issue.dealerId,
          created: Math.floor(issue.at / 1000),
        },
        serverTime(now()),
      )
    }),
    http.get('/api/acvapi/v1/vehicle/{vin}/carfax', ({ request, params, query, response }) => {
      const { reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const auctionId = Number(query.get('auction_id'))
      if (query.get('auction_id') === null || query.get('dealer_id') === null || !Number.isSafeInteger(auctionId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, 'auction_id and dealer_id are required.', 'invalid_request'),
        )
      }
      const auction = world.auctions.get(auctionId)
      if (!auction || auction.vehicle.vin !== params.vin) {
        return response.untyped(
          errorReply(engine, 'easypass', 404, `No vehicle ${params.vin} in auction ${auctionId}.`, 'not_found'),
        )
      }
      const rng = createRng(auction.id * 31 + 5)
      const accidents = rng.chance(0.25) ? rng.int(1, 2) : 0
      const alerts = [
        ...(accidents > 0 ? [{ type: 'accident', message: `${accidents} accident(s) reported.` }] : []),
        ...(rng.chance(0.1) ? [{ type: 'odometer', message: 'Odometer reading inconsistent with history.' }] : []),
      ]
      return response(200).json(
        { vin: auction.vehicle.vin, auction_id: auction.id, owners: rng.int(1, 4), accidents, alerts },
        serverTime(now()),
      )
    }),
  ]
}
