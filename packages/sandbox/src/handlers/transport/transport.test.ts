import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'transport', sandbox.signIn(persona).accessToken)
const address = { zipCode: '60614', street: '1 Lake St', phone: '312-555-0100' }
const order = (vins: string[]) => ({
  pickup_zip: '60614',
  delivery_zip: '43215',
  pickup_address: address,
  delivery_address: { zipCode: '43215', street: '9 River Rd', note: 'Back lot' },
  dealer_id: 101,
  dealership: 'Riverside Auto Exchange',
  inop: false,
  service_type: 'standard',
  vehicles: vins.map((vin) => ({ vin })),
})
const vinOf = (id: number) => sandbox.world.auctions.get(id)?.vehicle.vin as string

describe('transport gateway: jobs list', () => {
  it('pages the buyer dealership’s jobs newest first with the spec’s pagination', async () => {
    const first = await as('buyer')('/transportation/requests?page=0&size=100&sort=createdDate,desc')
    expect(first.status).toBe(200)
    expect(first.body.data.pagination).toMatchObject({ first: true, last: false, totalPages: 2, size: 100, number: 0 })
    const dates = first.body.data.content.map((j: { createdDate: number }) => j.createdDate)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = await as('buyer')('/transportation/requests?page=1&size=100')
    expect(second.body.data.pagination).toMatchObject({ first: false, last: true, numberOfElements: 30 })
  })

  it('filters by statuses and search, and leaves serviceType out unless asked', async () => {
    const res = await as('buyer')('/transport-request/filter?page=0&size=100', { body: { statuses: ['delivered'] } })
    const jobs = res.body.data.content as { status: string; serviceType: string | null; vin: string }[]
    expect(jobs.length).toBeGreaterThan(0)
    expect(jobs.every((j) => j.status === 'delivered' && j.serviceType === null)).toBe(true)
    const one = await as('buyer')('/transport-request/filter', {
      body: { search: jobs[0]?.vin, includeServiceType: true },
    })
    expect(one.body.data.content).toHaveLength(1)
    expect(one.body.data.content[0].serviceType).toEqual(expect.any(String))
    const bad = await as('buyer')('/transport-request/filter', { body: { statuses: ['lost'] } })
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation' } })
  })
})

describe('transport gateway: gate passes', () => {
  it('uploads a gate pass, sets it on a job (the url follows), downloads it, and removes it', async () => {
    const form = new FormData()
    form.append('file', new File(['%PDF-1.4 pass'], 'pass.pdf', { type: 'application/pdf' }))
    const up = await as('buyer')('/transportation/gate-pass', { body: form })
    expect(up).toMatchObject({ status: 201, body: { data: { fileKey: expect.any(String) } } })
    const fileKey = up.body.data.fileKey
    const open = (await as('buyer')('/transport-request/filter', { body: { statuses: ['requested'] } })).body.data
      .content[0]
    const set = await as('buyer')(`/transport-request/${open.id}`, {
      method: 'PUT',
      body: { gatePassFileKey: fileKey },
    })
    expect(set.body.gatePassUrl).toBe(`${sandbox.baseUrls.transport}/transportation/gate-pass/${fileKey}`)
    const file = await as('buyer')(`/transportation/gate-pass/${fileKey}`)
    expect(file.text).toBe('%PDF-1.4 pass')
    const removed = await as('buyer')(`/transport-request/${open.id}`, {
      method: 'PUT',
      body: { gatePassFileKey: null },
    })
    expect(removed.body.gatePassUrl).toBeNull()
  })

  it('refuses a file that is not a PDF or image, an unknown key, and another dealership’s job', async () => {
    const form = new FormData()
    form.append('file', new File(['x'], 'x.txt', { type: 'text/plain' }))
    expect((await as('buyer')('/transportation/gate-pass', { body: form })).status).toBe(415)
    const job = (await as('buyer')('/transport-request/filter', { body: { statuses: ['requested'] } })).body.data
      .content[0]
    const unknown = await as('buyer')(`/transport-request/${job.id}`, {
      method: 'PUT',
      body: { gatePassFileKey: 'nope' },
    })
    expect(unknown.status).toBe(404)
    const foreign = await as('seller')(`/transport-request/${job.id}`, {
      method: 'PUT',
      body: { gatePassFileKey: null },
    })
    expect(foreign.status).toBe(404)
  })
})

describe('transport gateway: ordering', () => {
  it('quotes a route, creates one request (then a list for several) that joins the jobs list', async () => {
    const quote = await as('buyer')(
      '/transportation/quote?pickup_zip=60614&delivery_zip=43215&dealer_id=101&pickup_address[zipCode]=60614&service_type=enclosed',
    )
    expect(quote.body).toMatchObject({ serviceType: 'enclosed', price: expect.any(Number) })
    const vin = vinOf(SCENARIO_AUCTION_IDS.buyerHighBidder)
    const one = await as('buyer')('/transportation/requests', { body: order([vin]) })
    expect(one).toMatchObject({ status: 201, body: { request_id: expect.any(Number), vin, status: 'requested' } })
    const decoded = await as('buyer')(`/transportation/vin/${vin}/decode`)
    expect(decoded.body).toMatchObject({ vin, activeRequestAssociated: true })
    const again = await as('buyer')('/transportation/requests', { body: order([vin]) })
    expect(again.status).toBe(409)
    const many = await as('buyer')('/transportation/requests', {
      body: order([vinOf(SCENARIO_AUCTION_IDS.buyerOutbid), vinOf(SCENARIO_AUCTION_IDS.buyerProxy)]),
    })
    expect(many.body).toHaveLength(2)
    const listed = await as('buyer')('/transport-request/filter', { body: { search: vin } })
    expect(listed.body.data.content[0]).toMatchObject({ id: one.body.request_id, status: 'requested' })
  })

  it('refuses more than 20 vehicles in one order and another dealership’s order', async () => {
    const vins = [...sandbox.world.auctions.values()].slice(0, 21).map((a) => a.vehicle.vin)
    const tooMany = await as('buyer')('/transportation/requests', { body: order(vins) })
    expect(tooMany).toMatchObject({ status: 400, body: { message: expect.stringContaining('20') } })
    const foreign = await as('seller')('/transportation/requests', { body: order(vins.slice(0, 1)) })
    expect(foreign.status).toBe(403)
  })

  it('answers checkout options, the dealer contact phone, and 404 for a VIN with a bad check digit', async () => {
    const vin = vinOf(SCENARIO_AUCTION_IDS.sellerLive)
    const options = await as('buyer')('/transportation/checkout-options', { body: { vehicles: [{ vin }] } })
    expect(options.body.serviceTypes.map((s: { serviceType: string }) => s.serviceType)).toEqual([
      'standard',
      'expedited',
      'enclosed',
    ])
    expect(options.body.vinsInfo[0]).toMatchObject({ vin, make: expect.any(String) })
    expect((await as('buyer')('/transportation/contact/dealer/101')).body.phone).toMatch(/^\(\d{3}\) 555-\d{4}$/)
    const broken = `${vin.slice(0, 8)}${vin[8] === '0' ? '1' : '0'}${vin.slice(9)}`
    expect((await as('buyer')(`/transportation/vin/${broken}/decode`)).status).toBe(404)
  })
})
