import type { CapitalPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toAccountWire, toInvoiceWire } from '../../wire/capitalWire'
import { toEpochSeconds } from '../../wire/liveAuction'
import { minimalPdf, pdfResponse } from '../../wire/pdf'
import {
  balanceDue,
  CAPITAL_DEALER,
  capitalDealersOf,
  capitalState,
  dealersOf,
  FEE_TIERS,
  feeFor,
} from '../../world/capital'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { wholeNumber } from '../kit/request'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Account, user check, invoices, fees, onboarding, documents and credits (marketplace §7 Capital service). */
export const capitalHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<CapitalPaths>({ baseUrl: baseUrls.capital })
  const noAccount = (id: unknown) =>
    errorReply(engine, 'service', 404, `No capital account for dealership ${String(id)}.`, 'no_account')
  /** The account of a dealership the bearer belongs to. */
  const accountFor = (user: User, raw: unknown) => {
    const id = wholeNumber(raw)
    return id !== undefined && dealersOf(user).includes(id) ? capitalState(engine).accounts.get(id) : undefined
  }
  const invoicesOf = (user: User) =>
    [...capitalState(engine).invoices.values()].filter((i) => dealersOf(user).includes(i.dealerId))
  const invoiceFor = (user: User, raw: unknown) => {
    const id = wholeNumber(raw)
    const invoice = id === undefined ? undefined : capitalState(engine).invoices.get(id)
    return invoice && dealersOf(user).includes(invoice.dealerId) ? invoice : undefined
  }
  const listBody = (rows: ReturnType<typeof invoicesOf>) => ({
    invoices: rows.map(toInvoiceWire),
    total_balance_due: rows.reduce((s, i) => s + balanceDue(i), 0),
  })
  const document = (kind: 'title' | 'bill_of_sale') => (user: User, raw: unknown) => {
    const invoice = invoiceFor(user, raw)
    if (!invoice)
      return errorReply(engine, 'service', 404, `No capital invoice for auction ${String(raw)}.`, 'not_found')
    const title = kind === 'title' ? 'Title document' : 'Bill of sale'
    const { vin, year, make, model } = invoice.vehicle
    const pdf = minimalPdf([
      `${title} (sandbox)`,
      `Auction ${invoice.auctionId}`,
      `${year} ${make} ${model}`,
      `VIN ${vin}`,
    ])
    return pdfResponse(pdf, `${kind}-${invoice.auctionId}.pdf`, serverTime(engine.now()).headers)
  }

  return [
    http.get('/account/user/exists', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerIds = capitalDealersOf(engine, who.user)
      if (dealerIds.length === 0)
        return response.untyped(errorReply(engine, 'service', 404, 'Not a capital user.', 'not_capital_user'))
      return response(200).json({ exists: true, dealer_ids: dealerIds }, serverTime(engine.now()))
    }),
    http.get('/account/details/dealer/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const account = accountFor(who.user, params.id)
      if (!account) return response.untyped(noAccount(params.id))
      return response(200).json(toAccountWire(engine, account), serverTime(engine.now()))
    }),
    http.get('/open-invoices', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const open = invoicesOf(who.user)
        .filter((i) => i.paidAt === null)
        .sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
      return response(200).json(listBody(open), serverTime(engine.now()))
    }),
    http.get('/closed-invoices', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const url = new URL(request.url)
      const start = url.searchParams.get('start_date') ?? ''
      const end = url.searchParams.get('end_date') ?? ''
      const from = Date.parse(`${start}T00:00:00Z`)
      const to = Date.parse(`${end}T23:59:59Z`)
      if (!ISO_DATE.test(start) || !ISO_DATE.test(end) || Number.isNaN(from) || Number.isNaN(to) || from > to)
        return response.untyped(
          errorReply(engine, 'service', 400, 'start_date and end_date must be YYYY-MM-DD, start first.', 'validation'),
        )
      const closed = invoicesOf(who.user)
        .filter((i) => i.paidAt !== null && i.paidAt >= from && i.paidAt <= to)
        .sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0) || a.id - b.id)
      return response(200).json(listBody(closed), serverTime(engine.now()))
    }),
    http.get('/invoice/auction/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const invoice = invoiceFor(who.user, params.id)
      if (!invoice)
        return response.untyped(
          errorReply(engine, 'service', 404, `No capital invoice for auction ${String(params.id)}.`, 'not_found'),
        )
      return response(200).json(toInvoiceWire(invoice), serverTime(engine.now()))
    }),
    http.get('/invoice/fee/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerId = wholeNumber(new URL(request.url).searchParams.get('dealer_id') ?? undefined)
      if (dealerId === undefined)
        return response.untyped(errorReply(engine, 'service', 400, 'dealer_id is required.', 'validation'))
      if (!accountFor(who.user, dealerId)) return response.untyped(noAccount(dealerId))
      const auctionId = wholeNumber(params.id)
      const invoice = auctionId === undefined ? undefined : capitalState(engine).invoices.get(auctionId)
      const auction = auctionId === undefined ? undefined : engine.world.auctions.get(auctionId)
      const amount = invoice?.vehicleAmount ?? auction?.bids.at(-1)?.amount ?? auction?.startPrice
      if (amount === undefined || auctionId === undefined)
        return response.untyped(
          errorReply(engine, 'service', 404, `Auction ${String(params.id)} was not found.`, 'not_found'),
        )
      const fee = feeFor(amount) ?? 299
      return response(200).json(
        { auction_id: auctionId, dealer_id: dealerId, vehicle_amount: amount, fee, total: amount + fee },
        serverTime(engine.now()),
      )
    }),
    http.get('/fee/dealer/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const account = accountFor(who.user, params.id)
      if (!account) return response.untyped(noAccount(params.id))
      return response(200).json(
        { dealer_id: account.dealerId, tiers: FEE_TIERS.map((t) => ({ ...t })) },
        serverTime(engine.now()),
      )
    }),
    http.get('/fee/out-of-range/dealer/{id}/amount/{amount}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const account = accountFor(who.user, params.id)
      const amount = wholeNumber(params.amount)
      if (!account) return response.untyped(noAccount(params.id))
      if (amount === undefined)
        return response.untyped(errorReply(engine, 'service', 400, 'amount must be whole dollars.', 'validation'))
      const min = FEE_TIERS[0].min_amount
      const max = FEE_TIERS[FEE_TIERS.length - 1]?.max_amount ?? min
      return response(200).json(
        {
          dealer_id: account.dealerId,
          amount,
          out_of_range: feeFor(amount) === undefined,
          min_amount: min,
          max_amount: max,
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/fee/eligibility/dealer/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const account = accountFor(who.user, params.id)
      if (!account) return response.untyped(noAccount(params.id))
      const details = toAccountWire(engine, account)
      const reasons = [
        ...(account.status === 'active' ? [] : [`The account is ${account.status}.`]),
        ...(details.available_credit > 0 ? [] : ['No credit is available on the line.']),
      ]
      return response(200).json(
        { dealer_id: account.dealerId, eligible: reasons.length === 0, reasons },
        serverTime(engine.now()),
      )
    }),
    http.get('/onboarding/{id}/tasks', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const account = accountFor(who.user, params.id)
      if (!account) return response.untyped(noAccount(params.id))
      const due = toEpochSeconds(engine.now() + 14 * 86_400_000)
      return response(200).json(
        {
          dealer_id: account.dealerId,
          tasks: [
            { id: 'business-info', name: 'Business information', status: 'done', due_date: null },
            { id: 'bank-account', name: 'Link a bank account', status: 'done', due_date: null },
            { id: 'personal-guarantee', name: 'Sign the personal guarantee', status: 'done', due_date: null },
            { id: 'floorplan-audit', name: 'Schedule the annual lot audit', status: 'todo', due_date: due },
          ],
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/v1/title/document/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      return response.untyped(who.reply ? who.reply : document('title')(who.user, params.id))
    }),
    http.get('/bill_of_sale/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      return response.untyped(who.reply ? who.reply : document('bill_of_sale')(who.user, params.id))
    }),
    http.get('/credits/balance', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const has = dealersOf(who.user).includes(CAPITAL_DEALER)
      return response(200).json(
        has
          ? {
              balance: 500,
              message: 'You have $500 in auction credits.',
              expires_at: toEpochSeconds(engine.world.createdAt + 60 * 86_400_000),
            }
          : { balance: 0, message: null, expires_at: null },
        serverTime(engine.now()),
      )
    }),
  ]
}
