import { GatePassUploads, TransportJobs, TransportOrdering } from '@gavel/domain/areas/transport'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const jobs = () => app.services.resolve(TransportJobs)
const ordering = () => app.services.resolve(TransportOrdering)

describe('the transport hub against the sandbox (marketplace §4, §7 Transport)', () => {
  it("pages buyer@'s 130 jobs 100 at a time, newest first, and filters by status and search", async () => {
    await app.signIn('buyer')
    const first = await jobs().page({ statuses: [], search: '' }, 0)
    expect(first.jobs).toHaveLength(100)
    expect(first.pagination).toMatchObject({ number: 0, size: 100, totalElements: 130, last: false })
    expect(first.jobs[0]!.createdAt).toBeGreaterThanOrEqual(first.jobs[1]!.createdAt)
    expect((await jobs().page({ statuses: [], search: '' }, 1)).jobs).toHaveLength(30)
    const delivered = await jobs().page({ statuses: ['delivered'], search: '' }, 0)
    expect(delivered.jobs.every((j) => j.status === 'delivered')).toBe(true)
    const one = first.jobs[3]!
    expect((await jobs().page({ statuses: [], search: one.vin }, 0)).jobs.map((j) => j.id)).toEqual([one.id])
  })

  it('uploads a gate pass with progress, sets it on a job, then removes it', async () => {
    await app.signIn('buyer')
    const open = (await jobs().page({ statuses: ['requested'], search: '' }, 0)).jobs[0]!
    const seen: number[] = []
    const pdf = new File(['%PDF-1.4 gate pass'], 'gate-pass.pdf', { type: 'application/pdf' })
    const fileKey = await app.services.resolve(GatePassUploads).upload(pdf, (f) => seen.push(f))
    expect(seen[0]).toBe(0)
    expect(seen.at(-1)).toBe(1)
    expect((await jobs().setGatePass(open.id, fileKey)).gatePassUrl).toEqual(expect.stringContaining(fileKey))
    expect((await jobs().setGatePass(open.id, null)).gatePassUrl).toBeNull()
  })

  it('decodes VINs, offers checkout options, quotes and creates a request per vehicle', async () => {
    const session = await app.signIn('buyer')
    const vin = (await jobs().page({ statuses: ['delivered'], search: '' }, 0)).jobs[0]!.vin
    const vehicle = await ordering().decodeVin(vin)
    expect(vehicle).toMatchObject({ vin, activeRequestAssociated: false })
    const options = await ordering().checkoutOptions([vin], '60614')
    expect(options.serviceTypes.map((s) => s.serviceType)).toContain('standard')
    expect(options.vehicles.map((v) => v.vin)).toEqual([vin])
    const dealer = session.user.dealerships[0]!
    const order = {
      dealerId: dealer.id,
      dealership: dealer.name,
      pickup: { zipCode: '14203', street: '1 Main St', note: null, phone: '3125550100' },
      delivery: { zipCode: '60614', street: '2 Market St', note: null, phone: null },
      inop: false,
      serviceType: 'standard',
      vins: [vin],
    }
    expect((await ordering().quote(order)).price).toBeGreaterThan(0)
    expect(await ordering().create(order)).toEqual([expect.stringMatching(/^\d+$/)])
  })

  it("reads the dealership's places and the phones an order falls back on", async () => {
    const session = await app.signIn('buyer')
    const id = session.user.dealerships[0]!.id
    const places = await ordering().places(id)
    expect(places.length).toBeGreaterThan(0)
    expect(places[0]!.zipCode).toMatch(/^\d{5}$/)
    const primary = await ordering().primaryContactPhone(id)
    const dealer = await ordering().dealerContactPhone(id)
    expect(primary === null || typeof primary === 'string').toBe(true)
    expect(typeof dealer).toBe('string')
  })
})
