import { describe, expect, it } from 'vitest'
import { backoffDelay, sleep } from './backoff.js'

describe('backoffDelay', () => {
  const options = (random: number) => ({ baseDelayMs: 100, maxDelayMs: 1000, random: () => random })

  it('doubles the ceiling each step, up to the maximum', () => {
    expect([0, 1, 2, 3, 4].map((step) => backoffDelay(step, options(0.999999)))).toEqual([99, 199, 399, 799, 999])
  })

  it('jitters down to zero', () => {
    expect(backoffDelay(3, options(0))).toBe(0)
    expect(backoffDelay(3, options(0.5))).toBe(400)
  })
})

describe('sleep', () => {
  it('rejects with a canceled SdkError when aborted', async () => {
    const controller = new AbortController()
    const waiting = sleep(10_000, controller.signal)
    controller.abort()

    await expect(waiting).rejects.toMatchObject({ name: 'SdkError', kind: 'canceled' })
  })
})
