import { RequestCanceled, ServiceUnavailable } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { createToastStore, isToastWorthy, TOAST_RESHOW_DELAY_MS } from './toastStore'

describe('toast store', () => {
  it('shows a toast and takes it down after its duration', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    store.show('success', 'Saved')
    expect(store.list().map((t) => t.text)).toEqual(['Saved'])
    vi.advanceTimersByTime(10_000)
    expect(store.list()).toEqual([])
    vi.useRealTimers()
  })

  it('re-shows the same toast 250 ms after taking it down', () => {
    vi.useFakeTimers()
    const store = createToastStore()
    store.show('error', 'Bid failed')
    store.show('error', 'Bid failed')
    expect(store.list()).toEqual([])
    vi.advanceTimersByTime(TOAST_RESHOW_DELAY_MS)
    expect(store.list().map((t) => t.text)).toEqual(['Bid failed'])
    vi.useRealTimers()
  })

  it('never toasts a canceled request', () => {
    expect(isToastWorthy(RequestCanceled.make())).toBe(false)
    expect(isToastWorthy(ServiceUnavailable.default())).toBe(true)
  })
})
