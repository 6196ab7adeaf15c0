import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
let rewards: ReturnType<typeof areaGateway>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
  rewards = areaGateway(sandbox, 'loyalty', sandbox.signIn('rewards').accessToken)
})
afterEach(() => sandbox.server.close())

describe('loyalty gateway (marketplace.md 7 Loyalty)', () => {
  it('finds the certified independent dealer eligible', async () => {
    const one = await rewards('/api/loyalty/eligibility/111')
    expect(one.status).toBe(200)
    expect(one.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(one.body).toEqual({ eligible: true })
    expect((await rewards('/api/loyalty/v2/eligibility')).body).toEqual([{ dealerId: 111, eligible: true }])
  })

  it('finds a franchise dealer not eligible, and refuses to enrol it with 409', async () => {
    const seller = areaGateway(sandbox, 'loyalty', sandbox.signIn('seller').accessToken)
    expect((await seller('/api/loyalty/eligibility/102')).body).toEqual({ eligible: false })
    const optIn = await seller('/api/loyalty/v2/opt-in', { body: { dealer_ids: [102] } })
    expect(optIn.status).toBe(409)
    expect(optIn.body.message).toContain('not available')
  })

  it('opts in: the status changes from not enrolled to enrolled', async () => {
    const before = await rewards('/api/loyalty/v2/opt-in/status')
    expect(before.body).toEqual([{ dealerId: 111, enroll: false, rewardPoints: null, tier: null }])
    const optIn = await rewards('/api/loyalty/v2/opt-in', { body: { dealer_ids: [111] } })
    expect(optIn.status).toBe(200)
    expect(optIn.body).toEqual([{ dealerId: 111, enroll: true, rewardPoints: 0, tier: 'bronze' }])
    expect((await rewards('/api/loyalty/v2/opt-in/status')).body[0].enroll).toBe(true)
  })

  it('shows a multi-dealer user every dealership, points being computed as null', async () => {
    const multi = areaGateway(sandbox, 'loyalty', sandbox.signIn('multi').accessToken)
    expect((await multi('/api/loyalty/v2/eligibility')).body).toEqual([
      { dealerId: 106, eligible: false },
      { dealerId: 107, eligible: true },
      { dealerId: 108, eligible: false },
    ])
    const status = (await multi('/api/loyalty/v2/opt-in/status')).body
    expect(status[1]).toEqual({ dealerId: 107, enroll: true, rewardPoints: null, tier: 'bronze' })
  })

  it('answers 403 for another dealer’s dealership and 400 for a malformed opt-in', async () => {
    expect((await rewards('/api/loyalty/eligibility/101')).status).toBe(403)
    expect((await rewards('/api/loyalty/v2/opt-in', { body: { dealer_ids: [101] } })).status).toBe(403)
    const empty = await rewards('/api/loyalty/v2/opt-in', { body: { dealer_ids: [] } })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain('dealer_ids')
    expect((await rewards('/api/loyalty/v2/opt-in', { body: { dealerIds: [111] } })).status).toBe(400)
  })
})
