import { ActionRejected, dealerId, MalformedResponse } from '@gavel/domain'
import { InspectionRequests } from '@gavel/domain/areas/inspections'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'
import { toInspectionRequest } from './InspectionRequestsHttp'

const app = sandboxSuite()
const SELLER_DEALER = dealerId(102)
const port = () => app.services.resolve(InspectionRequests)
const draftFor = async (vin: string) => {
  const options = await port().options(SELLER_DEALER)
  return {
    dealerId: SELLER_DEALER,
    vin,
    odometer: 41_000,
    addressId: options.addresses[0]!.id,
    windowStart: options.earliestDate,
    windowEnd: options.earliestDate,
    contactName: 'Sam Seller',
    contactPhone: '512-555-0142',
    notes: '',
  }
}

describe('inspections against the sandbox (docs/adr/0045)', () => {
  it("reads seller@'s requests in every status, the inspected one with its saved auction", async () => {
    await app.signIn('seller')
    const requests = await port().list(SELLER_DEALER)
    expect(requests.map((r) => r.status)).toEqual(['requested', 'scheduled', 'inspected', 'cancelled'])
    expect(requests[2]).toMatchObject({ savedAuctionId: expect.any(Number), vehicle: expect.stringMatching(/^\d{4} /) })
    expect(requests[1]!.scheduledFor).toBeGreaterThan(requests[1]!.requestedAt)
  })

  it('requests once per key, names the refused field, and cancels', async () => {
    await app.signIn('seller')
    const draft = await draftFor('1FTFW1E51PFA12345')
    const refused = await port().request({ ...draft, vin: '1FTFW1E5OPFA12345' }, 'key-bad')
    expect(refused).toEqual({
      ok: false,
      message: 'vin must be 17 letters and digits without I, O or Q.',
      fieldErrors: { vin: 'vin must be 17 letters and digits without I, O or Q.' },
    })
    const first = await port().request(draft, 'key-1')
    const retried = await port().request(draft, 'key-1')
    expect(first.ok && retried.ok && retried.request.id === first.request.id).toBe(true)
    const twice = await port().request(draft, 'key-2')
    expect(twice).toMatchObject({ ok: false, fieldErrors: { vin: expect.stringMatching(/already open/) } })
    const listed = await port().list(SELLER_DEALER)
    expect(listed[0]).toMatchObject({ vin: draft.vin, status: 'requested', vehicle: expect.stringMatching(/Ford/) })
    expect((await port().cancel(listed[0]!.id)).status).toBe('cancelled')
    await expect(port().cancel(listed.find((r) => r.status === 'scheduled')!.id)).rejects.toBeInstanceOf(ActionRejected)
  })

  it('turns a malformed list into MalformedResponse, never a crash', async () => {
    await app.signIn('seller')
    app.sandbox.server.use(
      http.get('*/inspections/v1/requests', () =>
        HttpResponse.json({ results: [{ id: 1, status: 'lost' }], total: 1 }),
      ),
    )
    await expect(port().list(SELLER_DEALER)).rejects.toBeInstanceOf(MalformedResponse)
    expect(() => toInspectionRequest({ id: 'x' })).toThrow(MalformedResponse)
  })
})
