import type { MyAccountComponents, MyAccountPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toEpochSeconds } from '../../wire/liveAuction'
import { minimalPdf, pdfResponse } from '../../wire/pdf'
import { type AccountInvoice, accountInvoicesOf, BUY_FEE_TIERS } from '../../world/myAccount'
import type { AuctionStatus, User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { wholeNumber } from '../kit/request'

type InvoiceWire = MyAccountComponents['schemas']['Invoice']
const DAY = 86_400_000
const SOLD: readonly AuctionStatus[] = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
const NEGOTIATING: readonly AuctionStatus[] = ['awaiting_acceptance', 'counter_sent', 'negotiation']
const ENDED = (s: AuctionStatus) => s.startsWith('ended_') || s.startsWith('counter_') || NEGOTIATING.includes(s)

const toInvoiceWire = (i: AccountInvoice): InvoiceWire => ({
  id: i.id,
  invoice_number: `INV-${i.id}`,
  dealer_id: i.dealerId,
  type: i.type,
  status: i.paidAt === null ? 'open' : 'closed',
  auction_id: i.auctionId,
  vin: i.vin,
  description: i.description,
  amount: i.amount,
  balance_due: i.paidAt === null ? i.amount : 0,
  created_at: toEpochSeconds(i.createdAt),
  due_date: toEpochSeconds(i.dueAt),
  paid_at: i.paidAt === null ? null : toEpochSeconds(i.paidAt),
})

const csvCell = (v: string | number | null) => {
  const t = v === null ? '' : String(v)
  return /[",\n]/.test(t) ? `"${t.replaceAll('"', '""')}"` : t
}
const isoDate = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString().slice(0, 10))

/** Seller performance and invoices (marketplace §7 My-account service). */
export const myAccountHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<MyAccountPaths>({ baseUrl: baseUrls.myaccount })
  const member = (user: User, id: number | undefined) =>
    id !== undefined && user.memberships.some((m) => m.dealerId === id)
  const forbidden = (raw: unknown) =>
    errorReply(engine, 'service', 403, `Dealership ${String(raw)} is not one of yours.`, 'not_a_member')
  /** The dealer's invoices filtered by status and in list order, or the reply to send. */
  const rowsFor = (request: Request, user: User): { rows: AccountInvoice[]; url: URL } | { reply: Response } => {
    const url = new URL(request.url)
    const raw = url.searchParams.get('dealer_id')
    const dealerId = wholeNumber(raw ?? undefined)
    const status = url.searchParams.get('status')
    if (dealerId === undefined || (status !== null && status !== 'open' && status !== 'closed'))
      return {
        reply: errorReply(engine, 'service', 400, 'dealer_id is required; status is open or closed.', 'validation'),
      }
    if (!member(user, dealerId)) return { reply: forbidden(raw) }
    const all = accountInvoicesOf(engine, dealerId)
    const open = all.filter((i) => i.paidAt === null).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)
    const closed = all.filter((i) => i.paidAt !== null).sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0) || a.id - b.id)
    return { rows: status === 'open' ? open : status === 'closed' ? closed : [...open, ...closed], url }
  }
  return [
    http.get('/seller_performance_metrics/{id}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(params.id)
      if (!member(who.user, id)) return response.untyped(forbidden(params.id))
      const daysRaw = new URL(request.url).searchParams.get('days') ?? '90'
      const days = Number(daysRaw)
      if (![30, 90, 365].includes(days))
        return response.untyped(errorReply(engine, 'service', 400, 'days must be 30, 90 or 365.', 'validation'))
      const since = engine.now() - days * DAY
      const ended = [...engine.world.auctions.values()].filter(
        (a) => a.sellerDealerId === id && a.endTime >= since && a.endTime <= engine.now() && ENDED(a.status),
      )
      const sold = ended.filter((a) => SOLD.includes(a.status))
      const negotiating = ended.filter((a) => NEGOTIATING.includes(a.status))
      const mean = (xs: number[]) =>
        xs.length === 0 ? 0 : Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10
      return response(200).json(
        {
          dealer_id: id as number,
          days,
          launched: ended.length,
          sold: sold.length,
          unsold: ended.length - sold.length - negotiating.length,
          in_negotiation: negotiating.length,
          sell_through_rate: ended.length === 0 ? 0 : Math.round((sold.length / ended.length) * 1000) / 1000,
          average_sale_price: sold.length === 0 ? null : Math.round(mean(sold.map((a) => a.bids.at(-1)?.amount ?? 0))),
          average_bid_count: mean(ended.map((a) => a.bids.length)),
          average_views: mean(ended.map((a) => a.viewCount)),
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/fee-schedule/buyer', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = rowsFor(request, who.user)
      if ('reply' in found) return response.untyped(found.reply)
      const dealerId = Number(found.url.searchParams.get('dealer_id'))
      return response(200).json({ dealer_id: dealerId, tiers: [...BUY_FEE_TIERS] }, serverTime(engine.now()))
    }),
    http.get('/invoice/summary', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = rowsFor(request, who.user)
      if ('reply' in found) return response.untyped(found.reply)
      const now = engine.now()
      const open = found.rows.filter((i) => i.paidAt === null)
      const overdue = open.filter((i) => i.dueAt < now)
      const sum = (xs: AccountInvoice[]) => xs.reduce((s, i) => s + i.amount, 0)
      return response(200).json(
        {
          dealer_id: Number(found.url.searchParams.get('dealer_id')),
          open_count: open.length,
          open_balance: sum(open),
          overdue_count: overdue.length,
          overdue_balance: sum(overdue),
          paid_last_90_days: sum(found.rows.filter((i) => i.paidAt !== null && i.paidAt >= now - 90 * DAY)),
        },
        serverTime(now),
      )
    }),
    http.get('/invoice', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = rowsFor(request, who.user)
      if ('reply' in found) return response.untyped(found.reply)
      const page = Number(found.url.searchParams.get('page') ?? 0)
      const size = Number(found.url.searchParams.get('size') ?? 12)
      if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > 100)
        return response.untyped(errorReply(engine, 'service', 400, 'page must be ≥ 0 and size 1 to 100.', 'validation'))
      return response(200).json(
        {
          invoices: found.rows.slice(page * size, (page + 1) * size).map(toInvoiceWire),
          total: found.rows.length,
          page,
          size,
        },
        serverTime(engine.now()),
      )
    }),
    http.get('/invoice/export', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const found = rowsFor(request, who.user)
      if ('reply' in found) return response.untyped(found.reply)
      const lines = found.rows
        .map(toInvoiceWire)
        .map((i) =>
          [i.invoice_number, i.type, i.status, i.vin, i.amount, i.balance_due, isoDate(i.due_date), isoDate(i.paid_at)]
            .map(csvCell)
            .join(','),
        )
      const csv = ['invoice_number,type,status,vin,amount,balance_due,due_date,paid_date', ...lines].join('\n')
      return response(200).text(csv, {
        headers: {
          ...serverTime(engine.now()).headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="invoices.csv"',
        },
      })
    }),
    http.get('/invoice/download', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const id = wholeNumber(new URL(request.url).searchParams.get('invoice_id') ?? undefined)
      const dealerId = id === undefined ? undefined : Math.floor((id - 1) / 1000)
      const invoice =
        dealerId !== undefined && member(who.user, dealerId)
          ? accountInvoicesOf(engine, dealerId).find((i) => i.id === id)
          : undefined
      if (!invoice)
        return response.untyped(errorReply(engine, 'service', 404, `Invoice ${String(id)} was not found.`, 'not_found'))
      const w = toInvoiceWire(invoice)
      const pdf = minimalPdf([
        `Invoice ${w.invoice_number} (sandbox)`,
        w.description,
        `Amount $${w.amount}`,
        `Status ${w.status}`,
      ])
      return response.untyped(pdfResponse(pdf, `${w.invoice_number}.pdf`, serverTime(engine.now()).headers))
    }),
  ]
}
