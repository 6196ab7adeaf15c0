import { type LockExpiry, Messages } from '@gavel/domain'
import { describe, expect, it, vi } from 'vitest'
import { CrossTabLockWebLocks } from './CrossTabLockWebLocks'

describe('CrossTabLockWebLocks without Web Locks', () => {
  it('runs tasks under the same name one at a time', async () => {
    const lock = new CrossTabLockWebLocks(undefined)
    const order: string[] = []
    const slow = lock.withLock('refresh', 1000, async () => {
      order.push('a:start')
      await new Promise((r) => setTimeout(r, 20))
      order.push('a:end')
    })
    const fast = lock.withLock('refresh', 1000, async () => {
      order.push('b')
    })
    await Promise.all([slow, fast])
    expect(order).toEqual(['a:start', 'a:end', 'b'])
  })

  it("gives the lock up after its time-to-live with 'Timed out waiting for token refresh', and aborts the task", async () => {
    vi.useFakeTimers()
    try {
      const lock = new CrossTabLockWebLocks(undefined)
      let expired: LockExpiry | undefined
      const heard: unknown[] = []
      const hung = lock.withLock('refresh', 10_000, (expiry) => {
        expired = expiry
        expiry.onExpired((reason) => heard.push(reason))
        return new Promise<never>(() => {})
      })
      const next = lock.withLock('refresh', 10_000, async (expiry) => (expiry.expired ? 'expired' : 'ran'))
      const assertion = expect(hung).rejects.toMatchObject({ message: Messages.tokenRefreshTimedOut })
      await vi.advanceTimersByTimeAsync(9_999)
      expect(expired?.expired).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await assertion
      // the hung task hears it too, so it can stop instead of going on without the lock
      expect(expired?.expired).toBe(true)
      expect(heard).toEqual([expect.objectContaining({ message: Messages.tokenRefreshTimedOut })])
      expired?.onExpired((reason) => heard.push(reason)) // asked after the time ran out: told at once
      expect(heard).toHaveLength(2)
      await expect(next).resolves.toBe('ran')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a mark up for its time, in this window only', async () => {
    vi.useFakeTimers()
    try {
      const lock = new CrossTabLockWebLocks(undefined)
      lock.mark('gavel.token-spent.1', 10_000)
      await expect(lock.isMarked('gavel.token-spent.1')).resolves.toBe(true)
      await expect(lock.isMarked('gavel.token-spent.2')).resolves.toBe(false)
      await vi.advanceTimersByTimeAsync(10_000)
      await expect(lock.isMarked('gavel.token-spent.1')).resolves.toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** The lock manager's bookkeeping as one browser keeps it for all its windows: granted locks are held until released. */
const sharedLockManager = () => {
  const held: LockInfo[] = []
  return {
    request: vi.fn((name: string, options: LockOptions, task: () => Promise<unknown>) => {
      const info = { name, mode: options.mode }
      held.push(info)
      return task().finally(() => held.splice(held.indexOf(info), 1))
    }),
    query: async () => ({ held: [...held], pending: [] }),
  }
}

describe('CrossTabLockWebLocks with Web Locks', () => {
  it('asks the lock manager for an exclusive lock by name', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, task: () => Promise<unknown>) => task())
    const lock = new CrossTabLockWebLocks({ request } as unknown as LockManager)
    await expect(lock.withLock('gavel.token-refresh', 10_000, async () => 42)).resolves.toBe(42)
    expect(request).toHaveBeenCalledWith('gavel.token-refresh', { mode: 'exclusive' }, expect.any(Function))
  })

  it('puts a mark up as a shared lock that every window sees until its time is over', async () => {
    vi.useFakeTimers()
    try {
      const manager = sharedLockManager()
      const spender = new CrossTabLockWebLocks(manager as unknown as LockManager)
      const next = new CrossTabLockWebLocks(manager as unknown as LockManager)
      spender.mark('gavel.token-spent.1', 10_000)
      expect(manager.request).toHaveBeenCalledWith('gavel.token-spent.1', { mode: 'shared' }, expect.any(Function))
      await expect(next.isMarked('gavel.token-spent.1')).resolves.toBe(true)
      await expect(next.isMarked('gavel.token-refresh')).resolves.toBe(false)
      await vi.advanceTimersByTimeAsync(10_000)
      await expect(next.isMarked('gavel.token-spent.1')).resolves.toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
