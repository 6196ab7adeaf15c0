import type { BuyingPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { checkBid } from '../../engine/bidRules'
import { toBidResultWire } from '../../wire/bidResultWire'
import { limitBreach, requestApproval, requestedText } from '../../world/bidApprovals'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'
import { invalidFields, readJson, unknownFields } from '../kit/request'

const BID_FIELDS = ['auctionId', 'amount', 'userId', 'proxy', 'persistent']

/**
 * POST auction/{id}/bid (marketplace §7 Single auction; the run list's {auction_id, amount, proxy, persistent} too)
 * with `Idempotency-Key` (ADR 0001): 200 with the
 * outcome; 400 for a malformed request; 401 without a valid bearer; 403 when the lane or user may not bid;
 * 404 for an unknown auction; 409 below the next valid bid or after the end; 422 for a non-integer amount; 202 when
 * the bid is above a team buying limit and became an approval request (ADR 0025).
 */
export const bidHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })
  return [
    http.post('/auction/{id}/bid', async ({ request, params, response }) => {
      const now = () => serverTime(engine.now())
      const fail = (status: 400 | 403 | 404 | 409 | 422, detail: string, code: string) => {
        const body = easyPassError(detail, code)
        switch (status) {
          case 400:
            return response(400).json(body, now())
          case 403:
            return response(403).json(body, now())
          case 404:
            return response(404).json(body, now())
          case 409:
            return response(409).json(body, now())
          default:
            return response(422).json(body, now())
        }
      }
      const { user: bidder, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const key = request.headers.get('idempotency-key')?.trim() ?? ''
      if (key.length === 0 || key.length > 128) {
        return fail(400, 'The Idempotency-Key header is required (1 to 128 characters).', 'idempotency_key_missing')
      }
      const raw = await readJson(request)
      const rawRecord = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
      // The run list's variant {auction_id, amount, proxy, persistent} (marketplace §7 Run list): the bidder is the bearer.
      const runList = 'auction_id' in rawRecord && !('auctionId' in rawRecord)
      const body = runList
        ? (() => {
            const { auction_id, ...rest } = rawRecord
            return { ...rest, auctionId: auction_id, userId: bidder.id }
          })()
        : raw
      const bad = invalidFields(body, {
        auctionId: 'integer',
        userId: 'integer',
        proxy: 'boolean',
        persistent: 'boolean',
      }).map((f) => (runList && f === 'auctionId' ? 'auction_id' : f))
      const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
      if (!('amount' in record)) bad.push('amount')
      if (bad.length > 0) return fail(400, `Missing or invalid field(s): ${bad.join(', ')}.`, 'invalid_request')
      const extra = unknownFields(body, BID_FIELDS)
      if (extra.length > 0) return fail(400, `Unknown field(s): ${extra.join(', ')}.`, 'invalid_request')
      if (!Number.isSafeInteger(record.amount) || (record.amount as number) < 1) {
        return fail(422, 'The bid amount must be a whole number of dollars.', 'amount_not_integer')
      }
      const { auctionId, amount, userId, proxy, persistent } = record as {
        auctionId: number
        amount: number
        userId: number
        proxy: boolean
        persistent: boolean
      }
      if (String(auctionId) !== String(params.id)) {
        return fail(400, 'auctionId in the body must match the auction in the path.', 'auction_mismatch')
      }
      if (userId !== bidder.id) return fail(403, 'userId must be the signed-in user.', 'user_mismatch')
      // Team buying limits (ADR 0025): a bid the marketplace would take but above a limit becomes a request.
      const auction = engine.world.auctions.get(auctionId)
      const breach = auction ? limitBreach(engine, bidder, auctionId, amount) : null
      if (auction && breach && checkBid(engine.world, bidder, auction, amount, proxy, engine.now()) === null) {
        const r = requestApproval(engine, bidder, auction, { amount, proxy, persistent, idempotencyKey: key }, breach)
        const approval_request = {
          id: r.id,
          auction_id: r.auctionId,
          amount: r.amount,
          limit_kind: r.limitKind,
          limit: r.limit,
          status: 'pending' as const,
        }
        return response(202).json({ status: 'approval_requested', message: requestedText(r), approval_request }, now())
      }
      const outcome = engine.placeBid(bidder.id, auctionId, amount, proxy, persistent, key)
      if (outcome.ok) return response(200).json(toBidResultWire(outcome), now())
      return fail(outcome.status, outcome.detail, outcome.code)
    }),
  ]
}
