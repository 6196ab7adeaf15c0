import { ActionRejected, NotFound, SavedSearches } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../testing/sandboxSuite'

const app = sandboxSuite()

const { signIn } = app
const saved = () => app.services.resolve(SavedSearches)

describe('SavedSearchesHttp against the sandbox (marketplace §3 Saved search, §7)', () => {
  it("reads buyer@'s two seeded searches with their filters, open range ends as null", async () => {
    await signIn('buyer')
    const list = await saved().list()
    expect(list.map((s) => s.name)).toEqual(['Late models', expect.stringMatching(/ under 60k miles$/)])
    expect(list[0]?.id).toMatch(/^ss-\d+$/)
    expect(list[1]?.filters).toEqual([
      { filterType: 'make', value: expect.any(String) },
      { filterType: 'odometer', minValue: 0, maxValue: 60000 },
    ])
    expect(list[0]?.created).toBeLessThan(app.sandbox.clock.now())
  })

  it('creates, reads, edits and deletes a search; a deleted one is NotFound', async () => {
    await signIn('seller')
    const created = await saved().save({
      name: '  Trucks  ',
      filters: [
        { filterType: 'make', value: 'Ford' },
        { filterType: 'year', minValue: 2019, maxValue: null },
      ],
      auctionLaunchPushNotification: true,
      enabled: true,
    })
    expect(created).toMatchObject({ name: 'Trucks', auctionLaunchPushNotification: true, enabled: true })
    expect(created.filters).toEqual([
      { filterType: 'make', value: 'Ford' },
      { filterType: 'year', minValue: 2019, maxValue: null },
    ])
    expect(await saved().get(created.id)).toEqual(created)
    const edited = await saved().update(created.id, {
      name: 'Ford trucks',
      filters: created.filters,
      auctionLaunchPushNotification: false,
      enabled: true,
    })
    expect(edited).toMatchObject({ id: created.id, name: 'Ford trucks', auctionLaunchPushNotification: false })
    expect((await saved().list()).map((s) => s.name)).toContain('Ford trucks')
    await saved().remove(created.id)
    await expect(saved().get(created.id)).rejects.toBeInstanceOf(NotFound)
  })

  it("says why the gateway refuses a nameless search, and never shows another user's", async () => {
    await signIn('seller')
    const refused = await saved()
      .save({ name: ' ', filters: [], auctionLaunchPushNotification: false, enabled: true })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ActionRejected)
    expect((refused as ActionRejected).message).toBe('name must be 1 to 100 characters.')
    await signIn('buyer')
    const buyers = await saved().list()
    await signIn('seller')
    await expect(saved().get(buyers[0]?.id ?? 'ss-1')).rejects.toBeInstanceOf(NotFound)
  })
})
