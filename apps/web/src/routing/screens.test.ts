import type { Area } from '@gavel/adapters'
import { routeTable } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { AuctionDetailRoute } from '../areas/auctionDetail/AuctionDetailRoute'
import { prefetchOpenedArea, remoteScreen, screenLoaders, startAreaChunkOf } from './screens'

const recordingHost = () => {
  const loaded: string[] = []
  return {
    loaded,
    loadArea: (area: Area) => void loaded.push(area.id),
    resolve: () => {
      throw new Error('no port in this test')
    },
  }
}

describe('screen catalog (ADR 0019)', () => {
  it('binds an area into the container before handing out its screen', async () => {
    const host = recordingHost()
    const load = screenLoaders(host).auctionDetail
    expect(host.loaded).toEqual([])
    expect(await load?.()).toBe(AuctionDetailRoute)
    expect(host.loaded).toEqual(['auction-detail'])
  })

  it('maps only routes of the domain table, and a shell screen loads no area', async () => {
    const host = recordingHost()
    const loaders = screenLoaders(host)
    const known = new Set(routeTable.map((entry) => entry.id))
    expect(Object.keys(loaders).filter((id) => !known.has(id))).toEqual([])
    await loaders.notifications?.()
    expect(host.loaded).toEqual([])
  })
})

describe('remote modules (shell §1, ADR 0028)', () => {
  const module = { name: 'transportationHub', title: 'Transport', failure: 'tracked' } as const
  it('notes a failed load and answers the module error page instead of failing the route', async () => {
    const noted: unknown[] = []
    const error = new Error('Failed to fetch dynamically imported module')
    const screen = await remoteScreen(
      module,
      () => Promise.reject(error),
      (m, e) => void noted.push([m.name, e]),
    )()
    expect(noted).toEqual([['transportationHub', error]])
    expect(typeof screen).toBe('function')
  })
  it('hands out the screen and notes nothing when the module loads', async () => {
    const noted: unknown[] = []
    const screen = await remoteScreen(
      module,
      async () => AuctionDetailRoute,
      () => void noted.push('x'),
    )()
    expect(screen).toBe(AuctionDetailRoute)
    expect(noted).toEqual([])
  })
})

describe('the page the app opens on (issue 12)', () => {
  it('asks for its area’s chunk at start, and binds the area for its first data only where the area has some', async () => {
    expect(startAreaChunkOf('/nowhere')).toBeNull()
    expect(startAreaChunkOf('/login')).toBeNull() // a shell screen, no area
    const signedOut = { ...recordingHost(), resolve: <T>(): T => ({ current: () => null }) as T }
    const detail = startAreaChunkOf('/auction/7')
    expect(detail?.routeId).toBe('auctionDetail')
    if (detail) await prefetchOpenedArea(signedOut, detail)
    expect(signedOut.loaded).toEqual([])
    const saved = startAreaChunkOf('/myacv/saved')
    expect(saved?.routeId).toBe('myacvSaved')
    if (saved) await prefetchOpenedArea(signedOut, saved)
    expect(signedOut.loaded).toEqual(['selling'])
  })
})
