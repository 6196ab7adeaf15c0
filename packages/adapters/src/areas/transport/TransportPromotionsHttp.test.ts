import { MalformedResponse } from '@gavel/domain'
import { TransportPromotions } from '@gavel/domain/areas/transport'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const promotions = () => app.services.resolve(TransportPromotions)

describe('transport promotions against the sandbox (marketplace §7 Transport; ADR 0038)', () => {
  it('reads the running promotions with their times in epoch ms', async () => {
    await app.signIn('logistics')
    const running = await promotions().running()
    expect(running.map((p) => p.title)).toEqual(['Enclosed for less', 'Fleet move: $40 off each vehicle'])
    const [first] = running
    expect(first!.endsAt).toBeGreaterThan(first!.startsAt)
    expect(first!.startsAt).toBeGreaterThan(1_000_000_000_000)
  })

  it('reads an empty list for a dealership that has none', async () => {
    await app.signIn('rewards')
    expect(await promotions().running()).toEqual([])
  })

  it('says MalformedResponse for a list that breaks the contract', async () => {
    await app.signIn('buyer')
    app.sandbox.server.use(
      http.get('*/transportation/promotions', () => HttpResponse.json({ data: { content: [{ id: 1 }] } })),
    )
    await expect(promotions().running()).rejects.toBeInstanceOf(MalformedResponse)
  })
})
