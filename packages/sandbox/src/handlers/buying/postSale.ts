import { boughtBy, myAuctionsState, saleOf } from '../../world/myAuctions'
import { postSaleProgress, postSaleState } from '../../world/postSale'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { auctionAt, errorReply, serverTime, signedIn } from '../kit/replies'
import { buyingHttp } from './buyingHttp'

const MAX_EVIDENCE_BYTES = 20 * 1024 * 1024
const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'application/pdf']
const mine = (user: User) => user.memberships.map((m) => m.dealerId)

/**
 * The post-sale calls of docs/adr/0023: one purchase's progress (payment, title, transport, arbitration window,
 * moved along by the engine's clock, world/postSale.ts) and the evidence upload of an arbitration complaint.
 */
export const postSaleHandlers = (context: HandlerContext) => {
  const { engine } = context
  const http = buyingHttp(context)
  return [
    http.get('/bff/orders/{id}/post_sale', ({ request, params, query, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      const dealerId = Number(query.get('dealer_id'))
      if (query.get('dealer_id') === null || !Number.isSafeInteger(dealerId)) {
        return response.untyped(errorReply(engine, 'easypass', 400, 'dealer_id is required.', 'invalid_request'))
      }
      if (!mine(user).includes(dealerId)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'dealer_id must be one of your dealerships.', 'not_member'),
        )
      }
      const sale = saleOf(engine, auction)
      if (!sale || !boughtBy(engine, auction, user)) {
        return response.untyped(
          errorReply(engine, 'easypass', 404, `No purchase of auction ${auction.id} by your dealerships.`, 'not_found'),
        )
      }
      const done = myAuctionsState(engine).finalized.get(auction.id)
      const facts = done
        ? {
            at: done.at,
            paymentProviderName: done.paymentProviderName,
            transportRequested: done.transportRequested,
            serviceType: done.serviceType ?? null,
          }
        : null
      return response(200).json(
        postSaleProgress(auction, dealerId, sale.amount, facts, engine.now()),
        serverTime(engine.now()),
      )
    }),
    http.post('/bff/arbitrations/{id}/evidence', async ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const { auction, missing } = auctionAt(engine, params.id)
      if (missing) return response.untyped(missing)
      if (!boughtBy(engine, auction, user)) {
        return response.untyped(
          errorReply(engine, 'easypass', 403, 'This auction was not won by your dealerships.', 'not_won'),
        )
      }
      const form = await request.formData().catch(() => undefined)
      const file = form?.get('file')
      if (!(file instanceof Blob)) {
        return response.untyped(
          errorReply(
            engine,
            'easypass',
            400,
            'Send the evidence as multipart form data with a `file` part.',
            'invalid_request',
          ),
        )
      }
      if (file.size > MAX_EVIDENCE_BYTES) {
        return response.untyped(errorReply(engine, 'easypass', 400, 'The file is larger than 20 MB.', 'too_large'))
      }
      if (!EVIDENCE_TYPES.includes(file.type.split(';')[0] ?? '')) {
        return response.untyped(
          errorReply(engine, 'easypass', 400, 'Evidence must be a JPEG, PNG, HEIC photo or a PDF.', 'bad_type'),
        )
      }
      const state = postSaleState(engine)
      const key = `ev-${auction.id}-${state.evidence.size + 1}`
      const name = file instanceof File ? file.name : 'evidence'
      state.evidence.set(key, { key, auctionId: auction.id, userId: user.id, name, size: file.size })
      return response(201).json({ file_key: key, name, size: file.size }, serverTime(engine.now()))
    }),
  ]
}
