import { AuctionStatuses, AuctionsById, auctionId, SessionControl } from '@gavel/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxContainer } from '../testing/sandboxContainer'

const app = sandboxContainer()
beforeAll(async () => {
  app.listen()
  await app.services.resolve(SessionControl).signIn({ email: 'buyer@gavel.test', password: 'gavel-sandbox' })
})
afterAll(() => app.close())

const liveIds = () =>
  [...app.sandbox.engine.world.auctions.values()]
    .filter((a) => a.status === 'active')
    .slice(0, 3)
    .map((a) => auctionId(a.id))

describe('AuctionStatusesHttp and AuctionsByIdHttp against the sandbox (marketplace §7)', () => {
  it('polls the statuses of several auctions, leaving unknown ids out', async () => {
    const ids = liveIds()
    const statuses = await app.services.resolve(AuctionStatuses).statuses([...ids, auctionId(99_999_999)])
    expect(statuses.map((s) => s.id).sort()).toEqual([...ids].sort())
    expect(statuses[0]).toMatchObject({ status: 'active' })
    expect(statuses[0]?.endsAt).toBeGreaterThan(app.sandbox.clock.now())
  })

  it('reads several auctions by id as domain auctions', async () => {
    const ids = liveIds()
    const auctions = await app.services.resolve(AuctionsById).getManyById(ids)
    expect(auctions.map((a) => a.id).sort()).toEqual([...ids].sort())
    expect(auctions[0]?.vehicle.vin).toMatch(/\w{17}/)
  })
})
