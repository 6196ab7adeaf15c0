import { ActionRejected, auctionId, dealerId, MalformedResponse } from '@gavel/domain'
import {
  Arbitration,
  DealershipAddresses,
  EvidenceUploads,
  OrderCheckout,
  PostSaleTracking,
  PurchaseDocuments,
  PurchaseFinalizer,
} from '@gavel/domain/areas/postSale'
import { SCENARIO_AUCTION_IDS } from '@gavel/sandbox'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const WON = auctionId(SCENARIO_AUCTION_IDS.outstandingWon[0])
const DEALER = dealerId(110)
const port = <T>(id: { key: symbol; name: string; _port?: T }) => app.services.resolve(id)

describe('post-sale adapters against the sandbox (marketplace §7 Single auction, docs/adr/0023)', () => {
  it('finalizes a win with transport, and the purchase then shows paid and transport requested', async () => {
    await app.signIn('outstanding')
    const options = await port(OrderCheckout).options(WON, DEALER, 'ach')
    expect(options).toMatchObject({ auctionId: WON, dealerId: DEALER, paymentMethods: ['ach', 'floor_plan', 'check'] })
    expect(options.transportQuote).toBeGreaterThan(0)
    const addresses = await port(DealershipAddresses).all(DEALER)
    expect(addresses.length).toBeGreaterThan(0)
    expect(addresses[0]?.zipCode).toMatch(/^\d{5}/)

    const before = await port(PostSaleTracking).progress(WON, DEALER)
    expect(before.payment.status).toBe('not_started')

    const receipt = await port(PurchaseFinalizer).finalize({
      auctionId: WON,
      total: options.salePrice,
      idempotencyKey: 'intent-1',
      order: {
        buyerOrganizationId: DEALER,
        transportQuoteAccepted: true,
        paymentProviderName: 'ach',
        arbitrationPlanId: options.arbitrationPlans[0]?.id ?? null,
        deliveryAddressId: addresses[0]?.id ?? null,
        transportationServiceType: options.serviceTypes[0] ?? null,
      },
    })
    expect(receipt).toEqual({ auctionId: WON, paymentProviderName: 'ach', transportRequested: true })

    const after = await port(PostSaleTracking).progress(WON, DEALER)
    expect(after.payment).toMatchObject({ status: 'done', method: 'ach', amount: options.salePrice })
    expect(after.transport).toMatchObject({ status: 'in_progress', serviceType: options.serviceTypes[0] })
    expect(after.arbitration.closesAt).toBeGreaterThan(after.finalizedAt ?? 0)

    const license = await port(PurchaseDocuments).dealerLicense(WON)
    expect(license).toMatchObject({ fileName: `dealer_license-${WON}.pdf`, contentType: 'application/pdf' })
    expect(new TextDecoder().decode(license.bytes.slice(0, 5))).toBe('%PDF-')
    const seen: number[] = []
    const csv = await port(PurchaseDocuments).exportWon((p) => seen.push(p.received))
    expect(new TextDecoder().decode(csv.bytes)).toContain(String(WON))
    expect(seen.at(-1)).toBe(csv.bytes.length)
  })

  it('says why a second finalize is refused, in the server words', async () => {
    await app.signIn('outstanding')
    const order = {
      buyerOrganizationId: DEALER,
      transportQuoteAccepted: false,
      paymentProviderName: 'check',
      arbitrationPlanId: null,
      deliveryAddressId: null,
      transportationServiceType: null,
    }
    const id = auctionId(SCENARIO_AUCTION_IDS.outstandingWon[1])
    await port(OrderCheckout).finalize(id, order)
    const refusal = port(OrderCheckout).finalize(id, order)
    await expect(refusal).rejects.toBeInstanceOf(ActionRejected)
    await expect(refusal).rejects.toMatchObject({ message: 'This auction is already finalized.' })
  })

  it('reads the arbitration actions, uploads evidence and submits a complaint with its id', async () => {
    await app.signIn('outstanding')
    const actions = await port(Arbitration).actions(WON, DEALER)
    expect(actions.map((a) => a.type)).toContain('open_claim')
    const file = new File([new Uint8Array(2048)], 'dent.jpg', { type: 'image/jpeg' })
    const seen: number[] = []
    const { fileKey } = await port(EvidenceUploads).upload(WON, file, (f) => seen.push(f)).done
    expect(fileKey).toMatch(/^ev-/)
    expect(seen.at(-1)).toBe(1)
    const receipt = await port(Arbitration).submitComplaint({
      auctionId: WON,
      dealerId: DEALER,
      sectionId: 'engine',
      questionId: 'e1',
      questionTitle: 'Engine noise',
      feedback: 'Knocks when cold',
      odometer: 48_210,
      evidences: [fileKey],
    })
    expect(receipt.complaintId).toBeGreaterThan(0)
  })

  it('refuses an evidence file the server does not take, and a malformed progress is a typed error', async () => {
    await app.signIn('outstanding')
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' })
    await expect(port(EvidenceUploads).upload(WON, text, () => undefined).done).rejects.toMatchObject({
      message: 'Evidence must be a JPEG, PNG, HEIC photo or a PDF.',
    })
    app.sandbox.server.use(http.get('*/bff/orders/:id/post_sale', () => HttpResponse.json({ auction_id: WON })))
    await expect(port(PostSaleTracking).progress(WON, DEALER)).rejects.toBeInstanceOf(MalformedResponse)
  })
})
