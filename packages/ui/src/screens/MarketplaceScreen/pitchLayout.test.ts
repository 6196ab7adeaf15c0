import { describe, expect, it } from 'vitest'
import { pitchRows, pitchShift, rowSlots } from './pitchLayout'

describe('pitchRows', () => {
  it('is the rows meeting the window, widened by the overscan', () => {
    expect(pitchRows(100, 100, 1050, 1950, 2)).toEqual({ first: 8, last: 21 })
  })

  it('stays inside the list at both ends', () => {
    expect(pitchRows(100, 100, -500, 250, 2)).toEqual({ first: 0, last: 4 })
    expect(pitchRows(100, 100, 9_900, 12_000, 2)).toEqual({ first: 97, last: 99 })
    expect(pitchRows(10, 100, 50_000, 51_000, 2)).toEqual({ first: 7, last: 9 })
  })

  it('is empty without rows', () => {
    expect(pitchRows(0, 100, 0, 1000, 2)).toEqual({ first: 0, last: -1 })
  })
})

describe('rowSlots', () => {
  it('holds every row a window can show, so slot keys never repeat inside one', () => {
    const slots = rowSlots(900, 430, 2)
    for (let top = 0; top < 20_000; top += 37) {
      const { first, last } = pitchRows(1_000, 430, top, top + 900, 2)
      const keys = new Set<number>()
      for (let i = first; i <= last; i++) keys.add(i % slots)
      expect(keys.size).toBe(last - first + 1)
    }
  })
})

describe('pitchShift', () => {
  it('moves the scroll by the growth of every row above the top one', () => {
    expect(pitchShift(4_350, 400, 410)).toBe(10 * 10)
  })

  it('does not move a list scrolled above its top or not measured yet', () => {
    expect(pitchShift(-200, 400, 410)).toBe(0)
    expect(pitchShift(1_000, 0, 410)).toBe(0)
  })
})
