import type { CapitalPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import type { Engine } from '../../engine/createEngine'
import { toInvoiceWire, toLineIncreaseWire } from '../../wire/capitalWire'
import { toEpochSeconds } from '../../wire/liveAuction'
import { balanceDue, capitalState, dealersOf, type InvoiceRecord } from '../../world/capital'
import { financePurchase } from '../../world/capitalPurchase'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'

interface Payment {
  readonly auction_id: number
  readonly total: number
}

const isPayment = (p: unknown): p is Payment =>
  typeof p === 'object' &&
  p !== null &&
  unknownFields(p, ['auction_id', 'total']).length === 0 &&
  Number.isSafeInteger((p as Payment).auction_id) &&
  Number.isSafeInteger((p as Payment).total) &&
  (p as Payment).total >= 1

/** Why these payments cannot be made (status, message, code), or the invoices they pay. */
const checkPayments = (engine: Engine, user: User, payments: readonly Payment[]) => {
  const invoices: InvoiceRecord[] = []
  for (const p of payments) {
    const invoice = capitalState(engine).invoices.get(p.auction_id)
    if (!invoice || !dealersOf(user).includes(invoice.dealerId) || invoice.paidAt !== null)
      return {
        status: 404,
        message: `No open capital invoice for auction ${p.auction_id}.`,
        code: 'not_found',
      } as const
    if (p.total !== balanceDue(invoice))
      return {
        status: 409,
        message: `total must be the balance due of auction ${p.auction_id}: $${balanceDue(invoice)}.`,
        code: 'wrong_total',
      } as const
    if (invoices.includes(invoice))
      return { status: 409, message: `Auction ${p.auction_id} appears twice.`, code: 'duplicate' } as const
    invoices.push(invoice)
  }
  return { invoices }
}

/** Payments, capital leads and line increases (marketplace §7 Capital service), stateful. */
export const capitalActionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<CapitalPaths>({ baseUrl: baseUrls.capital })
  const pay = (invoice: InvoiceRecord) => {
    const amount = balanceDue(invoice)
    invoice.paidAt = Math.floor(engine.now() / 1000) * 1000
    const state = capitalState(engine)
    return {
      payment_id: `pay-${state.nextPayment++}`,
      auction_id: invoice.auctionId,
      amount,
      status: 'paid' as const,
      invoice: toInvoiceWire(invoice),
    }
  }
  const payments = async (request: Request, many: boolean) => {
    const who = signedIn(engine, 'service', request)
    if (who.reply) return who.reply
    const key = request.headers.get('idempotency-key')?.trim() ?? ''
    if (key.length > 128)
      return errorReply(engine, 'service', 400, 'Idempotency-Key is 1 to 128 characters.', 'validation')
    const replies = capitalState(engine).paymentReplies
    const first = key === '' ? undefined : replies.get(who.user.id, `${many ? 'n' : '1'}:${key}`, engine.now())
    if (first) return Response.json(first.body, { status: first.status, ...serverTime(engine.now()) })
    const reply = await paymentReply(request, who.user, many)
    if (key !== '' && reply.status < 500) {
      const body: unknown = await reply.clone().json()
      replies.remember(who.user.id, `${many ? 'n' : '1'}:${key}`, { status: reply.status, body }, engine.now())
    }
    return reply
  }
  const paymentReply = async (request: Request, user: User, many: boolean) => {
    const who = { user }
    const body = await readJson(request)
    const list = many ? body : [body]
    if (!Array.isArray(list) || list.length === 0 || list.length > 50 || !list.every(isPayment))
      return errorReply(engine, 'service', 400, 'Send {auction_id, total} (whole dollars).', 'validation')
    // A won purchase without a capital invoice yet: paid through capital at finalize (docs/adr/0037).
    const purchase = many ? undefined : engine.world.auctions.get((list[0] as Payment).auction_id)
    if (purchase && !capitalState(engine).invoices.has(purchase.id)) {
      const financed = financePurchase(engine, who.user, purchase, (list[0] as Payment).total)
      if ('status' in financed) return errorReply(engine, 'service', financed.status, financed.message, financed.code)
      const state = capitalState(engine)
      return Response.json(
        {
          payment_id: `pay-${state.nextPayment++}`,
          auction_id: purchase.id,
          amount: financed.invoice.vehicleAmount,
          status: 'paid' as const,
          invoice: toInvoiceWire(financed.invoice),
        },
        serverTime(engine.now()),
      )
    }
    const checked = checkPayments(engine, who.user, list)
    if (checked.status !== undefined)
      return errorReply(engine, 'service', checked.status, checked.message, checked.code)
    const results = (checked.invoices ?? []).map(pay)
    return Response.json(many ? { payments: results } : results[0], serverTime(engine.now()))
  }
  const dealerFrom = (user: User, body: Record<string, unknown>) =>
    Number.isSafeInteger(body.dealer_id) && dealersOf(user).includes(body.dealer_id as number)
      ? (body.dealer_id as number)
      : undefined

  return [
    http.post('/payment', async ({ request, response }) => response.untyped(await payments(request, false))),
    http.post('/payments', async ({ request, response }) => response.untyped(await payments(request, true))),
    http.post('/account/lead', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const body = ((await readJson(request)) ?? {}) as Record<string, unknown>
      const extra = unknownFields(body, ['dealer_id', 'requested_amount', 'phone', 'note'])
      const amount = body.requested_amount
      if (
        extra.length > 0 ||
        !Number.isSafeInteger(body.dealer_id) ||
        (amount !== undefined && !(Number.isSafeInteger(amount) && (amount as number) >= 1000))
      )
        return response.untyped(
          errorReply(engine, 'service', 400, 'Send {dealer_id, requested_amount?, phone?, note?}.', 'validation'),
        )
      const dealerId = dealerFrom(who.user, body)
      if (dealerId === undefined)
        return response.untyped(
          errorReply(
            engine,
            'service',
            403,
            `Dealership ${String(body.dealer_id)} is not one of yours.`,
            'not_a_member',
          ),
        )
      const state = capitalState(engine)
      if (state.accounts.has(dealerId) || state.leads.has(dealerId))
        return response.untyped(
          errorReply(engine, 'service', 409, 'This dealership already applied for capital.', 'already_applied'),
        )
      const lead = {
        id: state.nextId++,
        dealerId,
        requestedAmount: (amount as number | undefined) ?? null,
        createdAt: engine.now(),
      }
      state.leads.set(dealerId, lead)
      return response(201).json(
        {
          id: lead.id,
          dealer_id: dealerId,
          status: 'submitted',
          requested_amount: lead.requestedAmount,
          created_at: toEpochSeconds(lead.createdAt),
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/lead-generation/dealer/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerId = dealerFrom(who.user, { dealer_id: Number(params.id) })
      if (dealerId === undefined)
        return response.untyped(
          errorReply(engine, 'service', 403, `Dealership ${String(params.id)} is not one of yours.`, 'not_a_member'),
        )
      const state = capitalState(engine)
      const lead = state.leads.get(dealerId)
      const hasAccount = state.accounts.has(dealerId)
      return response(200).json(
        {
          dealer_id: dealerId,
          eligible: !hasAccount && !lead,
          has_account: hasAccount,
          lead: lead
            ? {
                id: lead.id,
                dealer_id: dealerId,
                status: 'submitted',
                requested_amount: lead.requestedAmount,
                created_at: toEpochSeconds(lead.createdAt),
              }
            : null,
        },
        serverTime(engine.now()),
      )
    }),
    http.post('/request-line-increase', async ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const body = ((await readJson(request)) ?? {}) as Record<string, unknown>
      const extra = unknownFields(body, ['dealer_id', 'requested_limit', 'reason'])
      if (
        extra.length > 0 ||
        !Number.isSafeInteger(body.requested_limit) ||
        (body.reason !== undefined && typeof body.reason !== 'string')
      )
        return response.untyped(
          errorReply(engine, 'service', 400, 'Send {dealer_id, requested_limit, reason?}.', 'validation'),
        )
      const dealerId = dealerFrom(who.user, body)
      const state = capitalState(engine)
      const account = dealerId === undefined ? undefined : state.accounts.get(dealerId)
      if (!account || dealerId === undefined)
        return response.untyped(
          errorReply(
            engine,
            'service',
            404,
            `No capital account for dealership ${String(body.dealer_id)}.`,
            'no_account',
          ),
        )
      const requested = body.requested_limit as number
      if (state.lineIncreases.has(dealerId) || requested <= account.creditLimit)
        return response.untyped(
          errorReply(
            engine,
            'service',
            409,
            'A request is pending, or the amount is not above the current line.',
            'not_allowed',
          ),
        )
      const record = {
        id: state.nextId++,
        dealerId,
        currentLimit: account.creditLimit,
        requestedLimit: requested,
        createdAt: engine.now(),
      }
      state.lineIncreases.set(dealerId, record)
      return response(201).json(toLineIncreaseWire(record), serverTime(engine.now()))
    }),
  ]
}
