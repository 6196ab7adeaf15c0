import { ActionRejected, dealerId, dollars, MalformedResponse, NotFound } from '@gavel/domain'
import { CapitalAccounts, CapitalFees, CapitalInvoices, paymentIntentFor } from '@gavel/domain/areas/capital'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const invoices = () => app.services.resolve(CapitalInvoices)
const accounts = () => app.services.resolve(CapitalAccounts)
const CAPITAL_DEALER = dealerId(109)

describe('the capital area against the sandbox (marketplace §7 Capital service)', () => {
  it('reads the account, pays an open invoice once under one key, and finds it among the closed ones', async () => {
    await app.signIn('capital')
    const account = await accounts().details(CAPITAL_DEALER)
    const open = await invoices().open()
    expect(account.openInvoiceCount).toBe(open.invoices.length)
    const first = open.invoices[0]!
    const intent = paymentIntentFor(first, 'intent-a')
    const receipt = await invoices().pay(intent)
    expect(receipt).toMatchObject({
      auctionId: first.auctionId,
      amount: first.balanceDue,
      invoice: { status: 'closed' },
    })
    expect(await invoices().pay(intent)).toEqual(receipt)
    expect((await invoices().open()).invoices).toHaveLength(open.invoices.length - 1)
    const paidOn = new Date(receipt.invoice.paidAt ?? 0).toISOString().slice(0, 10)
    const closed = await invoices().closed({ start: paidOn, end: paidOn })
    expect(closed.invoices.map((i) => i.auctionId)).toContain(first.auctionId)
    await expect(invoices().pay({ ...intent, idempotencyKey: 'intent-b' })).rejects.toBeInstanceOf(NotFound)
  })

  it('reads fees, onboarding, credits and documents; refuses a second line increase with its reason', async () => {
    await app.signIn('capital')
    const fees = app.services.resolve(CapitalFees)
    expect((await fees.schedule(CAPITAL_DEALER)).length).toBeGreaterThan(0)
    expect((await fees.checkAmount(CAPITAL_DEALER, dollars(90_000))).outOfRange).toBe(true)
    expect((await fees.eligibility(CAPITAL_DEALER)).eligible).toBe(true)
    expect((await accounts().onboardingTasks(CAPITAL_DEALER)).length).toBeGreaterThan(0)
    expect((await accounts().creditBalance()).balance).toBeGreaterThan(0)
    const [invoice] = (await invoices().open()).invoices
    const title = await invoices().titleDocument(invoice!.auctionId)
    expect(new TextDecoder().decode(title.bytes.slice(0, 5))).toBe('%PDF-')
    const increase = { dealerId: CAPITAL_DEALER, requestedLimit: dollars(300_000), reason: null }
    expect((await accounts().requestLineIncrease(increase)).status).toBe('pending')
    await expect(accounts().requestLineIncrease(increase)).rejects.toBeInstanceOf(ActionRejected)
  })

  it('lets a dealership without capital apply once; a broken payload is MalformedResponse', async () => {
    await app.signIn('buyer')
    expect((await accounts().leadStatus(dealerId(101))).eligible).toBe(true)
    const lead = await accounts().applyForCapital({
      dealerId: dealerId(101),
      requestedAmount: dollars(50_000),
      phone: '3125550100',
      note: null,
    })
    expect(lead.status).toBe('submitted')
    expect((await accounts().leadStatus(dealerId(101))).lead?.id).toBe(lead.id)
    app.sandbox.server.use(http.get('*/open-invoices', () => HttpResponse.json({ invoices: [{ id: 'x' }] })))
    await expect(invoices().open()).rejects.toBeInstanceOf(MalformedResponse)
  })
})
