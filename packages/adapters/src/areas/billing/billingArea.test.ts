import { dealerId, MalformedResponse } from '@gavel/domain'
import { BuyerFeeSchedule, DealerInvoices } from '@gavel/domain/areas/billing'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const invoices = () => app.services.resolve(DealerInvoices)
const ADMIN_DEALER = dealerId(103)

describe('the billing area against the sandbox (marketplace §7 My-account service)', () => {
  it('reads the summary, pages of open and closed invoices, the export and one invoice', async () => {
    await app.signIn('admin')
    const summary = await invoices().summary(ADMIN_DEALER)
    const open = await invoices().list(ADMIN_DEALER, 'open', 0)
    expect(open.total).toBe(summary.openCount)
    expect(open.invoices.every((i) => i.status === 'open' && i.balanceDue === i.amount)).toBe(true)
    const closed = await invoices().list(ADMIN_DEALER, 'closed', 0)
    expect(closed.invoices.every((i) => i.paidAt !== null && i.balanceDue === 0)).toBe(true)
    const csv = await invoices().exportCsv(ADMIN_DEALER, 'open')
    expect(new TextDecoder().decode(csv.bytes).split('\n')).toHaveLength(open.total + 1)
    const pdf = await invoices().download(open.invoices[0]!.id)
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('reads the buy fee schedule, lowest tier first, the top one open', async () => {
    await app.signIn('admin')
    const tiers = await app.services.resolve(BuyerFeeSchedule).tiers(ADMIN_DEALER)
    expect(tiers[0]?.minPrice).toBe(0)
    expect(tiers.at(-1)?.maxPrice).toBeNull()
  })

  it('says MalformedResponse for a summary that breaks the contract', async () => {
    await app.signIn('admin')
    app.sandbox.server.use(http.get('*/invoice/summary', () => HttpResponse.json({ open_count: 'x' })))
    await expect(invoices().summary(ADMIN_DEALER)).rejects.toBeInstanceOf(MalformedResponse)
  })
})
