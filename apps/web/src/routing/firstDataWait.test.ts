import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitAtMost } from './firstDataWait'

afterEach(() => {
  vi.useRealTimers()
})

describe("a page's wait for its first data (docs/adr/0047)", () => {
  it('ends when the data arrives, before the limit', async () => {
    vi.useFakeTimers()
    let arrived = () => {}
    const data = new Promise<void>((resolve) => {
      arrived = resolve
    })
    let done = false
    void waitAtMost(data, 300).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    arrived()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('ends at the limit when the data is late, and when it fails, without rejecting', async () => {
    vi.useFakeTimers()
    let done = false
    void waitAtMost(new Promise(() => {}), 300).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    await expect(waitAtMost(Promise.reject(new Error('down')), 300)).resolves.toBeUndefined()
  })
})
