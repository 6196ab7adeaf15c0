import type { MyAuctionsComponents, MyAuctionsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { negotiationInfo, toMyAuctionWire, toOfferWire } from '../../wire/myAuctionWire'
import { dealerIds, myAuctionsState, offersOf } from '../../world/myAuctions'
import { myList } from '../../world/myAuctionsLists'
import { applyOfferAction, canAct, OFFER_ACTIONS, type OfferAction, sideOf } from '../../world/myAuctionsOffers'
import type { Auction, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields, wholeNumber } from '../kit/request'

type Deal = MyAuctionsComponents['schemas']['Deal']
const ACTION_FIELDS = ['action', 'amount', 'dealer_id', 'rejection_reason']

const toDeal = (engine: Engine, auction: Auction, viewer: User, imageBase: string): Deal => {
  const offers = offersOf(engine, auction)
  return {
    id: auction.id,
    auction: toMyAuctionWire(engine, auction, viewer, imageBase),
    offers: offers.map((o) => toOfferWire(auction, o)),
    negotiationInfo: negotiationInfo(auction, offers, viewer),
    side: sideOf(viewer, auction),
    can_act: canAct(engine, viewer, auction),
  }
}

/** The auctions the viewer deals on: their negotiations plus any auction with an offer from their dealerships. */
const dealAuctions = (engine: Engine, viewer: User): Auction[] => {
  const mine = dealerIds(viewer)
  const ids = new Set(myList(engine, viewer, 'negotiation').map((a) => a.id))
  for (const [id, offers] of myAuctionsState(engine).offers)
    if (offers.some((o) => mine.includes(o.dealerId))) ids.add(id)
  return [...ids]
    .map((id) => engine.world.auctions.get(id))
    .filter((a): a is Auction => a !== undefined)
    .sort((x, y) => y.endTime - x.endTime || x.id - y.id)
}

/** Why a PUT body breaks the contract, or undefined (spec: any action but the four is 'Invalid action'). */
const invalidAction = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object.'
  const extra = unknownFields(body, ACTION_FIELDS)
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  const record = body as Record<string, unknown>
  if (!OFFER_ACTIONS.includes(record.action as OfferAction)) return 'Invalid action'
  const needsAmount = record.action === 'counter' || record.action === 'make-offer'
  if (needsAmount && !(Number.isSafeInteger(record.amount) && (record.amount as number) >= 1))
    return 'amount must be a whole number of dollars for counter and make-offer.'
  if (record.dealer_id !== undefined && !Number.isSafeInteger(record.dealer_id)) return 'dealer_id must be an integer.'
  if (record.rejection_reason !== undefined && typeof record.rejection_reason !== 'string')
    return 'rejection_reason must be a string.'
  return undefined
}

/** Offers, deals and offer actions (marketplace §7 My auctions, §4 Offer actions), stateful and idempotent. */
export const myAuctionsOfferHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<MyAuctionsPaths>({ baseUrl: baseUrls.myauctions })
  const offerList = (viewer: User) =>
    dealAuctions(engine, viewer)
      .flatMap((a) => offersOf(engine, a).map((o) => toOfferWire(a, o)))
      .sort((x, y) => y.created_at - x.created_at || y.id - x.id)

  const act = async (request: Request, rawId: unknown): Promise<Response> => {
    const who = signedIn(engine, 'easypass', request)
    if (who.reply) return who.reply
    const key = request.headers.get('idempotency-key')?.trim() ?? ''
    if (key.length === 0 || key.length > 128)
      return errorReply(
        engine,
        'easypass',
        400,
        'The Idempotency-Key header is required (1 to 128 characters).',
        'idempotency_key_missing',
      )
    const { replies } = myAuctionsState(engine)
    const first = replies.get(who.user.id, key, engine.now())
    if (first) return Response.json(first.body, { status: first.status, ...serverTime(engine.now()) })
    const id = wholeNumber(rawId)
    const auction = id === undefined ? undefined : engine.world.auctions.get(id)
    if (!auction) return errorReply(engine, 'easypass', 404, `Auction ${String(rawId)} was not found.`, 'not_found')
    const body = await readJson(request)
    const invalid = invalidAction(body)
    if (invalid)
      return errorReply(
        engine,
        'easypass',
        400,
        invalid,
        invalid === 'Invalid action' ? 'invalid_action' : 'invalid_request',
      )
    const record = body as Record<string, unknown>
    const refusal = applyOfferAction(engine, who.user, auction, {
      action: record.action as OfferAction,
      ...(record.amount === undefined ? {} : { amount: record.amount as number }),
      ...(record.dealer_id === undefined ? {} : { dealerId: record.dealer_id as number }),
      ...(record.rejection_reason === undefined ? {} : { rejectionReason: record.rejection_reason as string }),
    })
    const reply = refusal
      ? { status: refusal.status, body: [{ detail: refusal.detail, code: refusal.code }] }
      : { status: 200, body: toDeal(engine, auction, who.user, baseUrls.buying) }
    replies.remember(who.user.id, key, reply, engine.now())
    return Response.json(reply.body, { status: reply.status, ...serverTime(engine.now()) })
  }

  return [
    ...(['/bff/offers', '/v2/offers'] as const).map((path) =>
      http.get(path, ({ request, response }) => {
        const who = signedIn(engine, 'easypass', request)
        if (who.reply) return response.untyped(who.reply)
        return response(200).json({ results: offerList(who.user) }, serverTime(engine.now()))
      }),
    ),
    http.get('/bff/deals', ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const results = dealAuctions(engine, who.user).map((a) => toDeal(engine, a, who.user, baseUrls.buying))
      return response(200).json({ results }, serverTime(engine.now()))
    }),
    http.get('/bff/deals/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      const auction = id === undefined ? undefined : engine.world.auctions.get(id)
      if (!auction)
        return response.untyped(
          errorReply(engine, 'easypass', 404, `Auction ${String(params.id)} was not found.`, 'not_found'),
        )
      const party = dealAuctions(engine, who.user).includes(auction) || canAct(engine, who.user, auction)
      if (!party)
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'Your dealership is not a party to this deal.', 'not_a_party'),
        )
      return response(200).json(toDeal(engine, auction, who.user, baseUrls.buying), serverTime(engine.now()))
    }),
    http.put('/bff/deals/{id}', async ({ request, params, response }) =>
      response.untyped(await act(request, params.id)),
    ),
    http.put('/v2/offers/{id}', async ({ request, params, response }) =>
      response.untyped(await act(request, params.id)),
    ),
  ]
}
