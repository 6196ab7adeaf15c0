import type { CapitalComponents } from '@gavel/sdk'
import type { Engine } from '../engine/createEngine'
import {
  type AccountRecord,
  balanceDue,
  capitalState,
  type InvoiceRecord,
  type LineIncreaseRecord,
  outstandingOf,
} from '../world/capital'
import { toEpochSeconds } from './liveAuction'

type Schemas = CapitalComponents['schemas']

export const toInvoiceWire = (i: InvoiceRecord): Schemas['Invoice'] => ({
  id: i.id,
  auction_id: i.auctionId,
  dealer_id: i.dealerId,
  vin: i.vehicle.vin,
  year: i.vehicle.year,
  make: i.vehicle.make,
  model: i.vehicle.model,
  status: i.paidAt === null ? 'open' : 'closed',
  vehicle_amount: i.vehicleAmount,
  fee: i.fee,
  total: i.vehicleAmount + i.fee,
  balance_due: balanceDue(i),
  created_at: toEpochSeconds(i.createdAt),
  due_date: toEpochSeconds(i.dueAt),
  paid_at: i.paidAt === null ? null : toEpochSeconds(i.paidAt),
})

export const toLineIncreaseWire = (r: LineIncreaseRecord): Schemas['LineIncrease'] => ({
  id: r.id,
  dealer_id: r.dealerId,
  current_limit: r.currentLimit,
  requested_limit: r.requestedLimit,
  status: 'pending',
  created_at: toEpochSeconds(r.createdAt),
})

export const toAccountWire = (engine: Engine, a: AccountRecord): Schemas['AccountDetails'] => {
  const open = [...capitalState(engine).invoices.values()].filter((i) => i.dealerId === a.dealerId && i.paidAt === null)
  const outstanding = outstandingOf(engine, a.dealerId)
  const pending = capitalState(engine).lineIncreases.get(a.dealerId)
  return {
    dealer_id: a.dealerId,
    account_number: a.accountNumber,
    status: a.status,
    product_line: a.productLine,
    credit_limit: a.creditLimit,
    available_credit: Math.max(0, a.creditLimit - outstanding),
    outstanding_balance: outstanding,
    open_invoice_count: open.length,
    next_payment_due: open.length === 0 ? null : toEpochSeconds(Math.min(...open.map((i) => i.dueAt))),
    pending_line_increase: pending ? toLineIncreaseWire(pending) : null,
  }
}
