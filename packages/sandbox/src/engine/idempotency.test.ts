import { describe, expect, it } from 'vitest'
import { createIdempotencyStore, IDEMPOTENCY_WINDOW_MS } from './idempotency'

describe('idempotency store', () => {
  it('returns the first outcome of a key within the window, and forgets it after', () => {
    const store = createIdempotencyStore<string>()
    store.remember(1, 'k', 'first', 0)
    expect(store.get(1, 'k', IDEMPOTENCY_WINDOW_MS - 1)).toBe('first')
    expect(store.get(2, 'k', 1)).toBeUndefined()
    expect(store.get(1, 'k', IDEMPOTENCY_WINDOW_MS)).toBeUndefined()
  })

  it('forgets expired keys as new ones come, oldest first, keeping those still inside the window', () => {
    const store = createIdempotencyStore<number>()
    for (let i = 0; i < 100; i++) store.remember(1, `old-${i}`, i, i)
    store.remember(1, 'old-0', 0, 1_000)
    store.remember(1, 'fresh', 1, IDEMPOTENCY_WINDOW_MS + 50)
    expect(store.size).toBe(51)
    expect(store.get(1, 'old-0', IDEMPOTENCY_WINDOW_MS + 50)).toBe(0)
    expect(store.get(1, 'old-51', IDEMPOTENCY_WINDOW_MS + 50)).toBe(51)
    expect(store.get(1, 'old-50', IDEMPOTENCY_WINDOW_MS + 50)).toBeUndefined()
  })

  it('remembers 100,000 keys inside the window in well under a second (a bid storm)', () => {
    const store = createIdempotencyStore<number>()
    const started = performance.now()
    for (let i = 0; i < 100_000; i++) store.remember(i % 50, `bench-${i}`, i, i)
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(store.size).toBe(100_000)
  })
})
