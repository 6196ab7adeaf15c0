// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createEarlyQueries } from './earlyQueries'
import { QueryCacheProvider } from './QueryCacheProvider'
import { createLazyQueryCache } from './queryCache'
import { startQueryRuntime } from './queryRuntime'
import { useCachedInfiniteQuery, useCachedQuery } from './useCachedQuery'

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)))

/** A fetch the test answers by hand, counting the calls. */
const manual = <T,>() => {
  const calls: { arg: unknown; resolve: (v: T) => void; reject: (e: unknown) => void }[] = []
  const fn = (arg?: unknown) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ arg, resolve, reject })
    })
  return { calls, fn }
}

describe('the early query cache (ADR 0046)', () => {
  it('asks once per key, whoever reads it first, and tells every reader the answer', async () => {
    const early = createEarlyQueries()
    const lanes = manual<string[]>()
    const a = early.query(['lanes'], lanes.fn)
    const b = early.query(['lanes'], lanes.fn)
    const heard: string[][] = []
    b.subscribe(() => heard.push(b.getSnapshot().data ?? []))
    expect(a.getSnapshot()).toMatchObject({ isPending: true, isFetching: true, isError: false })
    expect(a.getSnapshot()).toBe(a.getSnapshot())
    lanes.calls[0]?.resolve(['live'])
    await settle()
    expect(lanes.calls).toHaveLength(1)
    expect(a.getSnapshot()).toMatchObject({ data: ['live'], isPending: false, isFetching: false, isError: false })
    expect(heard).toEqual([['live']])
  })

  it('keeps a failure as an error the screen can retry, and tells onError (the app toasts a malformed answer)', async () => {
    const failures: unknown[] = []
    const early = createEarlyQueries((e) => failures.push(e))
    const states = manual<string>()
    const source = early.query(['states'], states.fn)
    states.calls[0]?.reject(new Error('malformed'))
    await settle()
    expect(source.getSnapshot()).toMatchObject({ isPending: false, isError: true, data: undefined })
    expect(failures).toHaveLength(1)
    void source.getSnapshot().refetch()
    expect(source.getSnapshot().isFetching).toBe(true)
    states.calls[1]?.resolve('ok')
    await settle()
    expect(source.getSnapshot()).toMatchObject({ isError: false, data: 'ok' })
  })

  it('pages on: the next page with the last page’s cursor, none after the last', async () => {
    const early = createEarlyQueries()
    const pages = manual<{ items: number[]; next: string | null }>()
    const source = early.infinite(['auctions'], pages.fn, null as string | null, (last) => last.next)
    pages.calls[0]?.resolve({ items: [1], next: 'c2' })
    await settle()
    expect(source.getSnapshot()).toMatchObject({ hasNextPage: true, isFetchingNextPage: false })
    void source.getSnapshot().fetchNextPage()
    expect(source.getSnapshot().isFetchingNextPage).toBe(true)
    expect(pages.calls[1]?.arg).toBe('c2')
    pages.calls[1]?.resolve({ items: [2], next: null })
    await settle()
    expect(source.getSnapshot().data).toEqual({
      pages: [
        { items: [1], next: 'c2' },
        { items: [2], next: null },
      ],
      pageParams: [null, 'c2'],
    })
    expect(source.getSnapshot().hasNextPage).toBe(false)
  })
})

describe('TanStack Query arriving after the first cards (ADR 0046)', () => {
  const Listing = ({ counts }: { counts: () => Promise<number> }) => {
    const pages = useCachedInfiniteQuery({
      queryKey: ['auctions', { lane: 'live' }],
      queryFn: ({ pageParam }: { pageParam: string | null }) =>
        Promise.resolve({ ids: [pageParam === null ? 1 : 2], next: pageParam === null ? 'c2' : null }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
    })
    const count = useCachedQuery({ queryKey: ['counts'], queryFn: counts })
    if (pages.isPending) return <p>loading</p>
    const text = `${pages.data?.pages.flatMap((p) => p.ids).join(',')} of ${count.isPending ? '…' : count.data}`
    return <p>{text}</p>
  }

  it('shows the early answers at once, then hands them to the QueryClient without asking again or loading again', async () => {
    const cache = createLazyQueryCache(createEarlyQueries(), async (early) => startQueryRuntime(early))
    const counts = manual<number>()
    render(
      <QueryCacheProvider cache={cache}>
        <Listing counts={counts.fn} />
      </QueryCacheProvider>,
    )
    await settle()
    expect(screen.getByText('1 of …')).toBeTruthy()
    let client: QueryClient | undefined
    await act(async () => {
      client = (await cache.load()).client as QueryClient
    })
    // the page answered early is the QueryClient's now; the counts still asked follow the same request
    expect(screen.getByText('1 of …')).toBeTruthy()
    expect(client?.getQueryData(['auctions', { lane: 'live' }])).toEqual({
      pages: [{ ids: [1], next: 'c2' }],
      pageParams: [null],
    })
    counts.calls[0]?.resolve(7)
    await settle()
    expect(screen.getByText('1 of 7')).toBeTruthy()
    expect(counts.calls).toHaveLength(1)
    expect(client?.getQueryData(['counts'])).toBe(7)
  })
})
