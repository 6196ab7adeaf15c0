import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../node'
import { auctionAt, errorReply, signedIn } from './replies'

const bearer = (token: string) =>
  new Request('http://sandbox.test/x', { headers: { authorization: `Bearer ${token}` } })

describe('the handlers’ one helper set (ADR 0001 error families)', () => {
  const { engine, signIn } = createSandbox()

  it('answers each family’s error body with X-Server-Time', async () => {
    const easypass = errorReply(engine, 'easypass', 409, 'Too low.', 'bid_too_low')
    const identity = errorReply(engine, 'identity', 400, 'Missing email.')
    const service = errorReply(engine, 'service', 404, 'No such job.', 'not_found')
    expect([easypass.status, identity.status, service.status]).toEqual([409, 400, 404])
    expect(await easypass.json()).toEqual([{ detail: 'Too low.', code: 'bid_too_low' }])
    expect(await identity.json()).toEqual({ message: 'Missing email.' })
    expect(await service.json()).toEqual({ message: 'No such job.', code: 'not_found' })
    expect(service.headers.get('X-Server-Time')).toBe(String(engine.now()))
  })

  it('names the bearer’s user, or refuses an unknown token with a 401 in the family’s shape', async () => {
    const { accessToken } = signIn('buyer')
    expect(signedIn(engine, 'easypass', bearer(accessToken)).user?.email).toBe('buyer@gavel.test')
    const { user, reply } = signedIn(engine, 'service', bearer('not-a-token'))
    expect(user).toBeUndefined()
    expect(reply?.status).toBe(401)
    expect(await reply?.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) })
    expect(signedIn(engine, 'identity', new Request('http://sandbox.test/x')).reply?.status).toBe(401)
  })

  it('finds an auction by its path id, or answers the easy-pass 404', async () => {
    const [first] = engine.world.auctions.keys()
    expect(auctionAt(engine, String(first)).auction?.id).toBe(first)
    const { missing } = auctionAt(engine, 'abc')
    expect(missing?.status).toBe(404)
    expect(await missing?.json()).toEqual([{ detail: 'Auction abc was not found.', code: 'not_found' }])
  })
})
