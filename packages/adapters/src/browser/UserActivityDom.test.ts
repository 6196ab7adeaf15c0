import { describe, expect, it, vi } from 'vitest'
import { UserActivityDom } from './UserActivityDom'

const setUp = () => {
  vi.useFakeTimers({ now: 0 })
  const events = new EventTarget()
  const activity = new UserActivityDom(events, () => Date.now(), 5 * 60_000)
  return { events, activity }
}

describe('UserActivityDom (shell §4.2: idle after 5 minutes without activity)', () => {
  it('is idle 5 minutes after the last input, and active again on the next', () => {
    const { events, activity } = setUp()
    vi.advanceTimersByTime(4 * 60_000)
    events.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(4 * 60_000)
    expect(activity.isIdle()).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(activity.isIdle()).toBe(true)
    events.dispatchEvent(new Event('pointermove'))
    expect(activity.isIdle()).toBe(false)
    vi.useRealTimers()
  })

  it('tells listeners when the user goes idle and when they come back, once each', () => {
    const { events, activity } = setUp()
    const heard: boolean[] = []
    const stop = activity.subscribe((idle) => heard.push(idle))
    vi.advanceTimersByTime(3 * 60_000)
    events.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(4 * 60_000)
    expect(heard).toEqual([])
    vi.advanceTimersByTime(60_000)
    expect(heard).toEqual([true])
    events.dispatchEvent(new Event('pointerdown'))
    events.dispatchEvent(new Event('pointerdown'))
    expect(heard).toEqual([true, false])
    stop()
    vi.advanceTimersByTime(10 * 60_000)
    expect(heard).toEqual([true, false])
    vi.useRealTimers()
  })
})
