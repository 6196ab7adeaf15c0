import { FakeTimers } from '@gavel/domain/testing'
import { describe, expect, it } from 'vitest'
import { createFrameBatcher } from './frameBatcher'

/** A batcher on FakeTimers: `timers.advance(ms)` moves its clock and runs what comes due. */
const batcherOnFakeTime = () => {
  const timers = new FakeTimers()
  const batches: string[][] = []
  const batcher = createFrameBatcher(
    (frames) => batches.push(frames),
    timers,
    () => timers.clock.now(),
    16,
  )
  return { batcher, batches, timers }
}

describe('frame batcher (the socket worker, docs/adr/0055)', () => {
  it('hands a frame after a quiet window over at once, alone', async () => {
    const { batcher, batches, timers } = batcherOnFakeTime()
    batcher.push('a')
    expect(batches).toEqual([['a']])
    await timers.advance(40)
    batcher.push('b')
    expect(batches).toEqual([['a'], ['b']])
  })

  it('gathers the frames that come within the window and hands them over together, in order, at its end', async () => {
    const { batcher, batches, timers } = batcherOnFakeTime()
    batcher.push('a')
    await timers.advance(3)
    batcher.push('b')
    await timers.advance(5)
    batcher.push('c')
    expect(batches).toEqual([['a']])
    await timers.advance(7)
    expect(batches).toEqual([['a']])
    await timers.advance(1)
    expect(batches).toEqual([['a'], ['b', 'c']])
  })

  it('flush hands over what waits now, and nothing when nothing waits', async () => {
    const { batcher, batches, timers } = batcherOnFakeTime()
    batcher.push('a')
    batcher.push('b')
    batcher.flush()
    batcher.flush()
    expect(batches).toEqual([['a'], ['b']])
    await timers.advance(100)
    expect(batches).toEqual([['a'], ['b']])
    expect(timers.count()).toBe(0)
  })

  it('turns a storm of 1,000 frames a second into about one batch a window, losing none', async () => {
    const { batcher, batches, timers } = batcherOnFakeTime()
    const sent = Array.from({ length: 1_000 }, (_, i) => `frame ${i}`)
    for (const frame of sent) {
      batcher.push(frame)
      await timers.advance(1)
    }
    await timers.advance(16)
    expect(batches.length).toBeGreaterThanOrEqual(59)
    expect(batches.length).toBeLessThanOrEqual(64)
    expect(batches.flat()).toEqual(sent)
  })
})
