import { CapitalStandingSource, dealerId, MalformedResponse, ServiceUnavailable, showsCapitalMenu } from '@gavel/domain'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()
const standing = () => app.services.resolve(CapitalStandingSource).load()

describe('CapitalStandingHttp against the sandbox (shell §6, marketplace §6–§8)', () => {
  it("reads capital@'s standard-line dealership, which shows the capital menu", async () => {
    const session = await app.signIn('capital')
    const capital = await standing()
    expect(capital).toEqual({
      isCapitalUser: true,
      dealerSelection: [{ dealerId: dealerId(109), productLines: ['standard'] }],
    })
    expect(showsCapitalMenu({ ...session.user, capital })).toBe(true)
  })

  it('reads the 404 for buyer@ as not a capital user (marketplace §8 "404 ignored")', async () => {
    await app.signIn('buyer')
    expect(await standing()).toEqual({ isCapitalUser: false, dealerSelection: [] })
  })

  it('reads an advantage-only dealership, which hides the menu, and leaves out a dealership without an account', async () => {
    const session = await app.signIn('capital')
    app.sandbox.server.use(
      http.get('*/gw/capital/account/user/exists', () => HttpResponse.json({ exists: true, dealer_ids: [109, 999] })),
      http.get('*/gw/capital/account/details/dealer/109', () =>
        HttpResponse.json({ dealer_id: 109, product_line: 'advantage', account_number: 'CAP-109-0001' }),
      ),
    )
    const capital = await standing()
    expect(capital).toEqual({
      isCapitalUser: true,
      dealerSelection: [{ dealerId: dealerId(109), productLines: ['advantage'] }],
    })
    expect(showsCapitalMenu({ ...session.user, capital })).toBe(false)
  })

  it('rejects when the check fails otherwise ("other errors mark the capital check failed")', async () => {
    await app.signIn('capital')
    app.sandbox.server.use(
      http.get('*/gw/capital/account/user/exists', () =>
        HttpResponse.json({ message: 'Capital is down', code: 'unavailable' }, { status: 503 }),
      ),
    )
    await expect(standing()).rejects.toBeInstanceOf(ServiceUnavailable)
  })

  it('rejects an answer that breaks the contract as malformed', async () => {
    await app.signIn('capital')
    app.sandbox.server.use(http.get('*/gw/capital/account/user/exists', () => HttpResponse.json({ exists: 'yes' })))
    await expect(standing()).rejects.toBeInstanceOf(MalformedResponse)
  })
})
