import type { Area } from '@gavel/adapters'
import { dollars, type PortId } from '@gavel/domain'
import { type CapitalInvoiceList, CapitalInvoices } from '@gavel/domain/areas/capital'
import { openInvoicesQuery } from '@gavel/ui/areas/capital'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadOpenInvoices } from './preloadOpenInvoices'

const MINUTE = 60_000
const list: CapitalInvoiceList = { invoices: [], totalBalanceDue: dollars(0) }

/** The capital port behind a host that counts what was asked; every other port is refused. */
const hostWith = (open: () => Promise<CapitalInvoiceList>) => {
  const loaded: string[] = []
  const invoices = { open } as unknown as CapitalInvoices
  const host = {
    loadArea: (area: Area) => loaded.push(area.id),
    resolve: <T>(port: PortId<T>): T => {
      if (port.key !== CapitalInvoices.key) throw new Error(`unexpected port ${port.name}`)
      return invoices as T
    },
  }
  return { host, invoices, loaded }
}

/** What /capital/invoices does on opening: subscribe to the same query (useQuery is a QueryObserver). */
const openPage = async (client: QueryClient, invoices: CapitalInvoices, userId: number) => {
  const observer = new QueryObserver(client, openInvoicesQuery(invoices, userId))
  const stop = observer.subscribe(() => {})
  await vi.advanceTimersByTimeAsync(0)
  const result = observer.getCurrentResult()
  stop()
  return result
}

describe('open invoices preloaded for capital users (shell §6; marketplace §9 "Open invoices cached 15")', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('loads the capital area and warms the cache, so opening the page within 15 minutes asks nothing', async () => {
    const open = vi.fn(async () => list)
    const { host, invoices, loaded } = hostWith(open)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })

    await preloadOpenInvoices(host, client, 6)
    expect(loaded).toEqual(['capital'])
    expect(open).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(14 * MINUTE)
    const shown = await openPage(client, invoices, 6)
    expect(shown.data).toEqual(list)
    expect(shown.isFetching).toBe(false)
    expect(open).toHaveBeenCalledTimes(1)

    await vi.advanceTimersByTimeAsync(2 * MINUTE)
    await openPage(client, invoices, 6)
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('keeps the preloaded list though no screen shows it for 14 minutes (the default 5-minute gc would drop it)', async () => {
    const open = vi.fn(async () => list)
    const { host, invoices } = hostWith(open)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 5 * MINUTE } } })
    await preloadOpenInvoices(host, client, 6)
    await vi.advanceTimersByTimeAsync(14 * MINUTE)
    await openPage(client, invoices, 6)
    expect(open).toHaveBeenCalledTimes(1)
  })

  it('is one user’s: another user signing in on the device fetches their own', async () => {
    const open = vi.fn(async () => list)
    const { host, invoices } = hostWith(open)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await preloadOpenInvoices(host, client, 6)
    await openPage(client, invoices, 7)
    expect(open).toHaveBeenCalledTimes(2)
  })

  it('caches nothing when the preload fails, and never rejects', async () => {
    const open = vi.fn(async (): Promise<CapitalInvoiceList> => {
      throw new Error('capital is down')
    })
    const { host } = hostWith(open)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(preloadOpenInvoices(host, client, 6)).resolves.toBeUndefined()
    expect(client.getQueryData(openInvoicesQuery(host.resolve(CapitalInvoices), 6).queryKey)).toBeUndefined()
  })
})
