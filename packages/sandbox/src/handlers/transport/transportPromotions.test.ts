import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaClient } from '../../testing/areaClient'
import type { PersonaKey } from '../../world/personas'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const DAY = 86_400_000
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 0, backgroundBidding: false, waves: false })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const as = (persona: PersonaKey) => areaClient(sandbox, 'transport', sandbox.signIn(persona).accessToken)
const ids = (body: { data: { content: { id: string }[] } }) => body.data.content.map((p) => p.id)

describe('transport gateway: promotions (ADR 0038)', () => {
  it('answers the running promotions of a repeat customer, soonest ending first, in data.content', async () => {
    const reply = await as('logistics')('/transportation/promotions')
    expect(reply.status).toBe(200)
    expect(ids(reply.body)).toEqual(['promo-enclosed', 'promo-fleet-5'])
    const [first] = reply.body.data.content
    expect(first).toEqual({
      id: 'promo-enclosed',
      title: 'Enclosed for less',
      description: expect.stringContaining('$75 less'),
      discountPerVehicle: 75,
      minVehicles: 1,
      serviceType: 'enclosed',
      code: null,
      startsAt: expect.any(Number),
      endsAt: expect.any(Number),
    })
    expect(first.endsAt * 1000).toBeGreaterThan(NOW)
    expect(first.startsAt * 1000).toBeLessThanOrEqual(NOW)
  })

  it('follows the clock: ended promotions drop out, later ones start', async () => {
    sandbox.clock.advance(45 * DAY)
    const reply = await as('buyer')('/transportation/promotions')
    expect(ids(reply.body)).toEqual(['promo-spring'])
  })

  it('offers none to a dealership that never ordered transport', async () => {
    const reply = await as('rewards')('/transportation/promotions')
    expect(reply.status).toBe(200)
    expect(reply.body.data.content).toEqual([])
  })

  it('refuses a caller without a token', async () => {
    const reply = await areaClient(sandbox, 'transport', 'not-a-token')('/transportation/promotions')
    expect(reply.status).toBe(401)
  })
})
