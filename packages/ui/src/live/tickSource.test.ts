import type { Clock } from '@gavel/domain'
import { epochMillis } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { createTicker } from './ticker'
import type { TickSource, TickWorker } from './tickSource'
import { workerTickSource } from './tickSource'

const clockWithOffset = () => {
  let offset = 0
  let now = 5_000
  const clock: Clock = { now: () => epochMillis(now), offsetMs: () => offset }
  return { clock, setOffset: (ms: number) => (offset = ms), setNow: (ms: number) => (now = ms) }
}

const fakeWorker = () => {
  const posted: unknown[] = []
  const worker: TickWorker & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage: (message: unknown) => posted.push(message),
    terminate: () => {
      worker.terminated = true
    },
  }
  const tick = () => worker.onmessage?.(new MessageEvent('message', { data: 'tick' }))
  return { worker, posted, tick }
}

const countingSource = () => {
  const state = { running: false, onTick: null as (() => void) | null }
  const source: TickSource = {
    start: (onTick) => {
      state.running = true
      state.onTick = onTick
    },
    stop: () => {
      state.running = false
    },
  }
  return { source, state }
}

describe('worker tick source (shell §1: timers run in a background worker)', () => {
  it('runs the worker with the server offset while someone listens; each tick reads the clock', () => {
    const { clock, setOffset, setNow } = clockWithOffset()
    setOffset(1_250)
    const w = fakeWorker()
    const ticker = createTicker(
      clock,
      workerTickSource(clock, () => w.worker, countingSource().source),
    )
    const heard: number[] = []
    const stop = ticker.subscribe(() => heard.push(ticker.now()))
    expect(w.posted).toEqual([{ run: true, offsetMs: 1_250 }])
    setNow(6_000)
    w.tick()
    expect(heard).toEqual([6_000])
    setOffset(-400)
    w.tick()
    expect(w.posted.at(-1)).toEqual({ run: true, offsetMs: -400 })
    stop()
    expect(w.posted.at(-1)).toEqual({ run: false, offsetMs: -400 })
  })

  it('falls back to the main-thread source where there is no worker, or when it fails', () => {
    const { clock } = clockWithOffset()
    const none = countingSource()
    createTicker(
      clock,
      workerTickSource(clock, () => null, none.source),
    ).subscribe(() => {})
    expect(none.state.running).toBe(true)

    const w = fakeWorker()
    const fallback = countingSource()
    const ticker = createTicker(
      clock,
      workerTickSource(clock, () => w.worker, fallback.source),
    )
    const heard: number[] = []
    ticker.subscribe(() => heard.push(1))
    w.worker.onerror?.(new Event('error') as ErrorEvent)
    expect(w.worker.terminated).toBe(true)
    expect(fallback.state.running).toBe(true)
    fallback.state.onTick?.()
    expect(heard).toEqual([1])
  })
})
