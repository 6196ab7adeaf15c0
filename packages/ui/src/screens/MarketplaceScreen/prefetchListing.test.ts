// @vitest-environment jsdom
import {
  AuctionListing,
  type ListingPage,
  type ListingRequest,
  type PortId,
  type PortResolver,
  parseListingQuery,
} from '@gavel/domain'
import { anAuction } from '@gavel/domain/testing'
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { createEarlyQueries } from '../../services/query/earlyQueries'
import { createLazyQueryCache } from '../../services/query/queryCache'
import { startQueryRuntime } from '../../services/query/queryRuntime'
import { prefetchListing } from './prefetchListing'
import { listingQueryKey, listingRequestOf } from './useListingRequest'

const photo = (id: number) => `https://img.example/${id}-medium.jpg`
const page: ListingPage = {
  auctions: [1, 2, 3, 4, 5].map((id) =>
    anAuction()
      .withId(id)
      .with({ images: { large: 'l', medium: photo(id), thumbnail: 't' } })
      .build(),
  ),
  total: 5,
  nextCursor: 'next',
}

const world = (signedIn: boolean) => {
  const asked: ListingRequest[] = []
  const listing = {
    list: async (request: ListingRequest) => {
      asked.push(request)
      return page
    },
  }
  const session = { current: () => (signedIn ? { user: {} } : null) }
  const resolver: PortResolver = {
    resolve: <T>(port: PortId<T>): T => (port.key === AuctionListing.key ? listing : session) as T,
  }
  return { asked, resolver }
}

const lateCache = () => createLazyQueryCache(createEarlyQueries(), async (early) => startQueryRuntime(early))

const settle = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => {
  document.head.innerHTML = ''
})

describe("the listing's first page at start (issue 10)", () => {
  it("fills the screen's own cache entry for the URL, handed to TanStack Query when it loads, and preloads the first row's photos", async () => {
    const { asked, resolver } = world(true)
    const queries = lateCache()
    const search = '?l=live&o=ending_soonest'
    await prefetchListing(queries, resolver, { pathname: '/marketplace', search })
    await settle()
    const request = listingRequestOf(parseListingQuery(search))
    expect(asked).toEqual([{ ...request, cursor: null }])
    const client = (await queries.load()).client as QueryClient
    expect(client.getQueryData(listingQueryKey(request))).toEqual({ pages: [page], pageParams: [null] })
    expect(asked).toHaveLength(1)
    window.innerWidth = 1280 // three columns
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
    expect(preloads.length).toBeGreaterThan(0)
    expect(preloads.map((l) => l.getAttribute('href'))).toEqual(
      page.auctions.slice(0, preloads.length).map((a) => a.images?.medium),
    )
  })

  it('asks nothing when nobody is signed in, or on /search (its defaults come from the saved searches)', async () => {
    const signedOut = world(false)
    expect(prefetchListing(lateCache(), signedOut.resolver, { pathname: '/marketplace', search: '' })).toBeNull()
    const search = world(true)
    expect(prefetchListing(lateCache(), search.resolver, { pathname: '/search', search: '' })).toBeNull()
    await settle()
    expect(signedOut.asked).toEqual([])
    expect(search.asked).toEqual([])
  })

  it('answers once the first page has failed too, so the first render waiting for it is never held by an error', async () => {
    const { resolver } = world(true)
    const failing: PortResolver = {
      resolve: <T>(port: PortId<T>): T =>
        (port.key === AuctionListing.key
          ? { list: () => Promise.reject(new Error('listing down')) }
          : resolver.resolve(port)) as T,
    }
    const first = prefetchListing(lateCache(), failing, { pathname: '/marketplace', search: '' })
    await expect(first).resolves.toBeUndefined()
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0)
  })
})
