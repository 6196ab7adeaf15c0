import type { Engine } from '../engine/createEngine'
import { capitalState, feeFor, type InvoiceRecord } from './capital'
import { boughtBy, myAuctionsState, saleOf } from './myAuctions'
import type { Auction, User } from './types'

const DAY = 86_400_000

/** The capital payment method at finalize (marketplace §7 Capital: POST payment {auction_id, total}); docs/adr/0037. */
export const CAPITAL_METHOD = 'capital'

/** A dealership that may pay a purchase through capital: one with an active capital account. */
export const capitalEligible = (engine: Engine, dealerId: number): boolean =>
  capitalState(engine).accounts.get(dealerId)?.status === 'active'

/** The invoice that financed this purchase through capital, if it was paid that way. */
export const capitalFinancing = (engine: Engine, auctionId: number, dealerId: number): InvoiceRecord | undefined => {
  const invoice = capitalState(engine).invoices.get(auctionId)
  return invoice?.dealerId === dealerId ? invoice : undefined
}

/**
 * Why capital cannot pay `total` for this won purchase (status, message, code), or the financing it opens: capital
 * pays the seller for the buyer's dealership, and the dealership owes capital an invoice of that total plus the fee of
 * its tier, due in 30 days (docs/adr/0037). Only a won, not yet finalized purchase of a dealership with an active
 * capital account, for at least the sale price and inside the fee schedule's range.
 */
export const financePurchase = (
  engine: Engine,
  user: User,
  auction: Auction,
  total: number,
):
  | { readonly invoice: InvoiceRecord }
  | { readonly status: number; readonly message: string; readonly code: string } => {
  const sale = saleOf(engine, auction)
  if (!sale || !boughtBy(engine, auction, user) || myAuctionsState(engine).finalized.has(auction.id))
    return { status: 404, message: `No open capital invoice for auction ${auction.id}.`, code: 'not_found' }
  if (!capitalEligible(engine, sale.dealerId))
    return {
      status: 403,
      message: 'Only dealerships with an active capital account can pay through capital.',
      code: 'not_eligible',
    }
  const fee = feeFor(total)
  if (total < sale.amount || fee === undefined)
    return {
      status: 409,
      message: `total must cover the sale price ($${sale.amount}) and stay within capital's range ($1,000–$75,000).`,
      code: 'wrong_total',
    }
  const at = Math.floor(engine.now() / 1000) * 1000
  const state = capitalState(engine)
  const invoice: InvoiceRecord = {
    id: 50_000 + state.nextId++,
    auctionId: auction.id,
    dealerId: sale.dealerId,
    vehicle: auction.vehicle,
    vehicleAmount: total,
    fee,
    createdAt: at,
    dueAt: at + 30 * DAY,
    paidAt: null,
  }
  state.invoices.set(auction.id, invoice)
  return { invoice }
}
