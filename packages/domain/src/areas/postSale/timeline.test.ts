import { describe, expect, it } from 'vitest'
import { auctionId, dealerId, dollars, epochMillis } from '../../model/ids'
import type { PostSaleProgress } from './progress'
import { postSaleTimeline, windowRemaining } from './timeline'

const T = 1_800_000_000_000
const progress: PostSaleProgress = {
  auctionId: auctionId(7),
  dealerId: dealerId(101),
  finalizedAt: epochMillis(T),
  payment: { status: 'done', at: epochMillis(T), method: 'ach', amount: dollars(12_000), invoiceId: 'INV-7' },
  title: { status: 'in_progress', at: epochMillis(T), note: null },
  transport: { status: 'in_progress', at: epochMillis(T), requestId: 'TR-1', serviceType: 'open' },
  arbitration: { status: 'in_progress', at: epochMillis(T), closesAt: epochMillis(T + 3_600_000) },
}

describe('post-sale timeline (ADR 0029: payment → title → transport → arbitration window)', () => {
  it('orders the steps and gives each its state, date and next action', () => {
    const steps = postSaleTimeline(progress, null, epochMillis(T + 1000))
    expect(steps.map((s) => [s.kind, s.status, s.next?.to ?? null])).toEqual([
      ['payment', 'done', '/myacv/billing/invoices/closed'],
      ['title', 'in_progress', '/myacv/titles'],
      ['transport', 'in_progress', '/transportation-hub'],
      ['arbitration', 'in_progress', '/myacv/won/report-a-problem/7'],
    ])
    expect(steps[0]?.detail).toBe('Paid by ACH transfer.')
    expect(steps[2]?.detail).toBe('Transport requested (Open carrier).')
    expect(steps[3]?.endsAt).toBe(T + 3_600_000)
  })

  it('closes the arbitration window when its end passes, and offers a claim only when the server allows one', () => {
    const closed = postSaleTimeline(progress, null, epochMillis(T + 3_600_000))[3]
    expect(closed).toMatchObject({ status: 'done', next: null, endsAt: null })
    const refused = postSaleTimeline(
      progress,
      [{ type: 'open_claim', label: 'Open', available: false }],
      epochMillis(T),
    )
    expect(refused[3]?.next).toBeNull()
  })

  it('sends an unfinalized purchase to finalize, and an untransported one to request transport', () => {
    const fresh: PostSaleProgress = {
      ...progress,
      finalizedAt: null,
      payment: { ...progress.payment, status: 'not_started', at: null },
      transport: { status: 'not_started', at: null, requestId: null, serviceType: null },
    }
    const steps = postSaleTimeline(fresh, null, epochMillis(T))
    expect(steps[0]?.next).toEqual({ label: 'Finalize', to: '/myacv/won/finalize/7' })
    expect(steps[2]?.next).toEqual({ label: 'Request transport', to: '/transportation-hub' })
  })

  it('says the time left in the window', () => {
    expect(windowRemaining(epochMillis(T + 2 * 86_400_000 + 4 * 3_600_000), epochMillis(T))).toBe('2d 04h 00m 00s')
    expect(windowRemaining(epochMillis(T + 3 * 3_600_000 + 5 * 60_000), epochMillis(T))).toBe('3h 05m 00s')
    expect(windowRemaining(epochMillis(T + 249_000), epochMillis(T))).toBe('4m 09s')
    expect(windowRemaining(epochMillis(T), epochMillis(T))).toBe('Closed')
  })
})
