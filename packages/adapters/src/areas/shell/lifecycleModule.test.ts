import {
  AuctionListing,
  FeatureFlagStore,
  LaunchMessages,
  type LiveMessageType,
  PushDevices,
  UserNotices,
} from '@gavel/domain'
import { PERSONA_IDS } from '@gavel/sandbox'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()

const { session, signIn } = app

describe('the life cycle ports against the sandbox (shell §4.3, §4.4, §7)', () => {
  it('loads the flags into the session with local overrides on top', async () => {
    await signIn('buyer')
    const flags = app.services.resolve(FeatureFlagStore)
    flags.override('loyalty', true)
    await flags.refreshIfStale()
    expect(flags.status().server.reload_prompt).toBe(true)
    expect(session().current()?.flags.loyalty).toBe(true)
    expect(app.storage.getItem('gavel.flag-overrides')).toBe('{"loyalty":true}')
    flags.resetOverrides()
    expect(session().current()?.flags.loyalty).toBe(false)
  })

  it('reports a failed flag load and leaves the flags empty', async () => {
    await signIn('seller')
    app.sandbox.server.use(http.get('*/api/feature_flags', () => HttpResponse.json({ message: 'no' }, { status: 400 })))
    await app.services.resolve(FeatureFlagStore).refreshIfStale()
    expect(session().current()?.flags).toEqual({})
    expect(app.services.resolve(FeatureFlagStore).status().failed).toBe(true)
  })

  it('reads the launch messages as notifications', async () => {
    await signIn('buyer')
    const messages = await app.services.resolve(LaunchMessages).current()
    expect(messages).toHaveLength(1)
    expect(messages[0]?.title.length).toBeGreaterThan(0)
  })

  it('registers a push device replacing the previous token, and unregisters it', async () => {
    const me = await signIn('buyer')
    const devices = app.services.resolve(PushDevices)
    await devices.register('push-1', null)
    await devices.register('push-2', 'push-1')
    const token = me.tokens.accessToken
    const listed = async () => {
      const r = await fetch(`${app.sandbox.baseUrls.notifications}/register/device`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await r.json()) as { device_tokens: string[] }).device_tokens
    }
    expect(await listed()).toEqual(['push-2'])
    await devices.unregister('push-2')
    expect(await listed()).toEqual([])
  })

  it("hears OUT_BID on the user's own channel when another dealer outbids them", async () => {
    const me = await signIn('buyer')
    const heard: LiveMessageType[] = []
    const stop = app.services.resolve(UserNotices).watch((type) => heard.push(type))
    await new Promise((r) => setTimeout(r, 50))
    const page = await app.services
      .resolve(AuctionListing)
      .listLive({ lanes: ['live'], size: 12, cursor: null, sort: 'end_time' })
    const live = page.auctions.find((a) => a.status === 'active' && a.endsAt > app.sandbox.clock.now() + 120_000)
    if (!live) throw new Error('the sandbox has no live auction')
    const engine = app.sandbox.engine
    const high = live.highBid?.amount ?? live.startPrice
    expect(engine.placeBid(me.user.id, live.id, high + 100, false, false, 'me-1').ok).toBe(true)
    const rival = engine.sessions.userFor(engine.sessions.issueFor(PERSONA_IDS.multi).accessToken)
    expect(engine.placeBid(rival?.id ?? 0, live.id, high + 1_000, false, false, 'rival-1').ok).toBe(true)
    await expect.poll(() => heard).toContain('OUT_BID')
    stop()
  })
})
