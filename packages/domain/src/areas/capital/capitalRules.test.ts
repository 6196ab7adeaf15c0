import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars, epochMillis } from '../../model/ids'
import { checkLeadAmount, checkPhone, checkRequestedLimit, parseDollars } from './applications'
import { checkDateRange, DateRangeTexts, defaultClosedRange } from './closedInvoiceRange'
import { creditBannerOf } from './creditBanner'
import type { CapitalInvoice } from './model'
import { canPay, paymentIntentFor } from './payment'
import { capitalPortalEntry, defaultCapitalDealer } from './portalEntry'

const NOW = epochMillis(Date.UTC(2026, 10, 21, 15))
const invoice = (over: Partial<CapitalInvoice> = {}): CapitalInvoice => ({
  id: 1,
  auctionId: auctionId(690_001),
  dealerId: dealerId(109),
  vehicle: { vin: '1FTFW1E50KFA00001', year: 2019, make: 'Ford', model: 'F-150' },
  status: 'open',
  vehicleAmount: dollars(20_000),
  fee: dollars(199),
  total: dollars(20_199),
  balanceDue: dollars(20_199),
  createdAt: NOW,
  dueDate: NOW,
  paidAt: null,
  ...over,
})

describe('credit banner (marketplace §5: a message and a positive balance)', () => {
  it('shows with both', () => {
    expect(creditBannerOf({ balance: dollars(500), message: ' $500 in credits ', expiresAt: null })).toEqual({
      message: '$500 in credits',
      balance: 500,
    })
  })
  it('hides without a message, with a blank one, or with a zero balance', () => {
    expect(creditBannerOf({ balance: dollars(500), message: null, expiresAt: null })).toBeNull()
    expect(creditBannerOf({ balance: dollars(500), message: '  ', expiresAt: null })).toBeNull()
    expect(creditBannerOf({ balance: dollars(0), message: 'credits', expiresAt: null })).toBeNull()
    expect(creditBannerOf(null)).toBeNull()
  })
})

describe('closed invoices date range', () => {
  it('defaults to the last 90 days, today included', () => {
    expect(defaultClosedRange(NOW)).toEqual({ start: '2026-08-24', end: '2026-11-21' })
  })
  it('refuses a missing date, a start after the end and an end after today', () => {
    expect(checkDateRange('', '2026-11-01', NOW)).toMatchObject({ ok: false, field: 'start' })
    expect(checkDateRange('2026-11-02', '2026-11-01', NOW)).toEqual({
      ok: false,
      field: 'start',
      error: DateRangeTexts.startAfterEnd,
    })
    expect(checkDateRange('2026-11-01', '2026-11-22', NOW)).toMatchObject({ ok: false, field: 'end' })
    expect(checkDateRange('2026-11-01', '2026-11-21', NOW)).toEqual({
      ok: true,
      range: { start: '2026-11-01', end: '2026-11-21' },
    })
  })
})

describe('payments {auction_id, total}', () => {
  it('pays the whole balance due of an open invoice under the intent key', () => {
    expect(paymentIntentFor(invoice(), 'k-1')).toEqual({ auctionId: 690_001, total: 20_199, idempotencyKey: 'k-1' })
    expect(canPay(invoice())).toBe(true)
    expect(canPay(invoice({ status: 'closed', balanceDue: dollars(0) }))).toBe(false)
  })
})

describe('portal entry (marketplace §8: 404 ignored, other errors mark the check failed)', () => {
  const standing = { isCapitalUser: true, dealerSelection: [{ dealerId: dealerId(109), productLines: ['standard'] }] }
  it('portal for a capital user, landing for anyone else, failed when the check failed', () => {
    expect(capitalPortalEntry({ standing })).toBe('portal')
    expect(capitalPortalEntry({ standing: { isCapitalUser: false, dealerSelection: [] } })).toBe('landing')
    expect(capitalPortalEntry({ failed: true })).toBe('failed')
  })
  it('opens on the default dealership when it has capital, else the first', () => {
    expect(defaultCapitalDealer(standing, { defaultDealerId: dealerId(5) })).toBe(109)
    expect(defaultCapitalDealer({ isCapitalUser: false, dealerSelection: [] }, { defaultDealerId: null })).toBeNull()
  })
})

describe('applications', () => {
  it('reads whole dollars and refuses anything else', () => {
    expect(parseDollars('$12,500')).toBe(12_500)
    expect(parseDollars('')).toBeNull()
    expect(parseDollars('12.5')).toBeNaN()
    expect(checkLeadAmount('900')).toBe('Ask for at least $1,000.')
    expect(checkLeadAmount('')).toBeNull()
  })
  it('wants a 10-digit phone when one is given', () => {
    expect(checkPhone('(312) 555-0100')).toBeNull()
    expect(checkPhone('+1 312 555 0100')).toBeNull()
    expect(checkPhone('555-0100')).toBe('Enter a 10-digit US phone number.')
  })
  it('wants a line above the current one', () => {
    expect(checkRequestedLimit('250000', { creditLimit: dollars(250_000) })).toBe(
      'Ask for more than your current line.',
    )
    expect(checkRequestedLimit('300000', { creditLimit: dollars(250_000) })).toBeNull()
    expect(checkRequestedLimit('', { creditLimit: dollars(250_000) })).toBe('Enter the credit line you want.')
  })
})
