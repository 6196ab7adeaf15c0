// @vitest-environment jsdom
import { type PortId, type PortResolver, type Session, SessionControl } from '@gavel/domain'
import { type SavedAuctionPage, type SavedAuctionQuery, SavedAuctions } from '@gavel/domain/areas/selling'
import { aSession, aUser } from '@gavel/domain/testing'
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../services/QueryProvider'
import { ServicesProvider } from '../../../services/ServicesProvider'
import { prefetchSavedAuctions, useSavedAuctionList } from './sellingQueries'

const page = (total: number): SavedAuctionPage => ({ savedAuctions: [], total })

const seller = aSession().forUser(aUser().vehicleConnected().build()).build()

/** A saved-auctions port that answers each call with the running call count as the total. */
const world = (signedIn: Session | null) => {
  let current = signedIn
  const asked: SavedAuctionQuery[] = []
  const saved = {
    list: async (query: SavedAuctionQuery) => {
      asked.push(query)
      return page(asked.length)
    },
    details: async () => {
      throw new Error('not in this test')
    },
  }
  const session = { current: () => current }
  const resolver: PortResolver = {
    resolve: <T,>(port: PortId<T>): T => {
      if (port.key === SavedAuctions.key) return saved as T
      if (port.key === SessionControl.key) return session as T
      throw new Error(`no ${port.name} in this test`)
    },
  }
  /** Another user signs in in this tab. */
  const signIn = (next: Session) => {
    current = next
  }
  return { asked, resolver, signIn }
}

const mount = (resolver: PortResolver, dealerFilter: number, query: string) => {
  const client = createQueryClient() // the app's: data fresh for 5 s, no retries
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <ServicesProvider resolver={resolver}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ServicesProvider>
  )
  return { client, ...renderHook(() => useSavedAuctionList(dealerFilter, query), { wrapper }) }
}

describe("the saved list's first page before its screen (issue 12)", () => {
  it('is asked once: the screen takes the page started when the area was bound, and a refetch asks again', async () => {
    const { asked, resolver } = world(seller)
    const first = prefetchSavedAuctions(resolver)
    // the area's screen loader after the app's start: the first one still waits, and the loader waits on it too
    expect(prefetchSavedAuctions(resolver)).toBe(first)
    expect(asked).toEqual([{ from: 0, size: 12, dealerFilter: -1, query: '' }])
    const { result } = mount(resolver, -1, '')
    await waitFor(() => expect(result.current.data?.pages[0]?.total).toBe(1))
    expect(asked).toHaveLength(1)
    await result.current.refetch()
    await waitFor(() => expect(result.current.data?.pages[0]?.total).toBe(2))
    expect(asked).toHaveLength(2)
  })

  it('opens the screen with its rows, not its loading state, when it arrived before the screen mounted', async () => {
    const { asked, resolver } = world(seller)
    await prefetchSavedAuctions(resolver) // what the screen's loader waits for (at most 300 ms) before showing it
    const { result } = mount(resolver, -1, '')
    expect(result.current.isPending).toBe(false)
    expect(result.current.data?.pages[0]?.total).toBe(1)
    expect(asked).toHaveLength(1)
  })

  it('is asked only for a user the guard lets in, and is not what a filtered or searched list shows', async () => {
    for (const kept of [
      null,
      aSession().forUser(aUser().build()).build(), // may not sell
      aSession().forUser(aUser().vehicleConnected().readonly().build()).build(),
    ]) {
      const out = world(kept)
      expect(prefetchSavedAuctions(out.resolver)).toBeNull()
      expect(out.asked).toEqual([])
    }

    const { asked, resolver } = world(seller)
    prefetchSavedAuctions(resolver)
    const { result } = mount(resolver, 7, 'civic')
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(asked.map((q) => [q.dealerFilter, q.query])).toEqual([
      [-1, ''],
      [7, 'civic'],
    ])
  })

  it("is never shown to another user who signs in in the same tab before the first one's screen took it", async () => {
    const { asked, resolver, signIn } = world(
      aSession().forUser(aUser().withId(8_888).vehicleConnected().build()).build(),
    )
    await prefetchSavedAuctions(resolver)
    expect(asked).toHaveLength(1)
    signIn(aSession().forUser(aUser().withId(9_999).vehicleConnected().build()).build())
    const { result } = mount(resolver, -1, '')
    await waitFor(() => expect(result.current.data?.pages[0]?.total).toBe(2))
    expect(asked).toHaveLength(2)
  })
})
