import { describe, expect, it } from 'vitest'
import { createFrameBatcher } from './frameBatcher'

/** A batcher on a manual clock: `advance(ms)` runs the timers that come due. */
const batcherOnManualTime = (windowMs = 16) => {
  let now = 1_000
  let due: { at: number; run: () => void } | undefined
  const batches: string[][] = []
  const batcher = createFrameBatcher(
    (frames) => batches.push(frames),
    {
      now: () => now,
      setTimeout: (run, ms) => {
        due = { at: now + ms, run }
        return due
      },
      clearTimeout: (handle) => {
        if (handle === due) due = undefined
      },
    },
    windowMs,
  )
  const advance = (ms: number) => {
    const until = now + ms
    while (due && due.at <= until) {
      const { at, run } = due
      due = undefined
      now = at
      run()
    }
    now = until
  }
  return { batcher, batches, advance }
}

describe('frame batcher (the socket worker, docs/adr/0055)', () => {
  it('hands a frame after a quiet window over at once, alone', () => {
    const { batcher, batches, advance } = batcherOnManualTime()
    batcher.push('a')
    expect(batches).toEqual([['a']])
    advance(40)
    batcher.push('b')
    expect(batches).toEqual([['a'], ['b']])
  })

  it('gathers the frames that come within the window and hands them over together, in order, at its end', () => {
    const { batcher, batches, advance } = batcherOnManualTime()
    batcher.push('a')
    advance(3)
    batcher.push('b')
    advance(5)
    batcher.push('c')
    expect(batches).toEqual([['a']])
    advance(7)
    expect(batches).toEqual([['a']])
    advance(1)
    expect(batches).toEqual([['a'], ['b', 'c']])
  })

  it('flush hands over what waits now, and nothing when nothing waits', () => {
    const { batcher, batches, advance } = batcherOnManualTime()
    batcher.push('a')
    batcher.push('b')
    batcher.flush()
    batcher.flush()
    expect(batches).toEqual([['a'], ['b']])
    advance(100)
    expect(batches).toEqual([['a'], ['b']])
  })

  it('turns a storm of 1,000 frames a second into about one batch a window, losing none', () => {
    const { batcher, batches, advance } = batcherOnManualTime()
    const sent = Array.from({ length: 1_000 }, (_, i) => `frame ${i}`)
    for (const frame of sent) {
      batcher.push(frame)
      advance(1)
    }
    advance(16)
    expect(batches.length).toBeGreaterThanOrEqual(59)
    expect(batches.length).toBeLessThanOrEqual(64)
    expect(batches.flat()).toEqual(sent)
  })
})
