import { describe, expect, it } from 'vitest'
import { epochMillis } from '../model/ids'
import { countdown, FINAL_MINUTES_MS } from './countdown'

const now = epochMillis(1_000_000_000)
const at = (ms: number) => countdown(epochMillis(now + ms), now)

describe('countdown', () => {
  it('has ended at or after the end time', () => {
    expect(at(0)).toEqual({ ended: true, finalMinutes: false, label: 'Ended' })
    expect(at(-5)).toEqual({ ended: true, finalMinutes: false, label: 'Ended' })
  })
  it('shows minutes and seconds, rounding up, in the final two minutes', () => {
    expect(at(9_001)).toEqual({ ended: false, finalMinutes: true, label: '0:10' })
    expect(at(FINAL_MINUTES_MS)).toEqual({ ended: false, finalMinutes: true, label: '2:00' })
    expect(at(FINAL_MINUTES_MS + 1)).toEqual({ ended: false, finalMinutes: false, label: '2:01' })
    expect(at(247_000).label).toBe('4:07')
  })
  it('shows hours and days', () => {
    expect(at((3 * 3600 + 5 * 60) * 1000).label).toBe('3h 05m')
    expect(at((2 * 86400 + 4 * 3600 + 59) * 1000).label).toBe('2d 4h')
    expect(FINAL_MINUTES_MS).toBe(120_000)
  })
})
