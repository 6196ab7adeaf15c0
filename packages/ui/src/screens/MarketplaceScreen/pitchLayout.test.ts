import { describe, expect, it } from 'vitest'
import { pitchRows, pitchShift, renderedRows, rowSlots } from './pitchLayout'

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

describe('renderedRows', () => {
  it("is the window's rows in their own order where the DOM's order is the reading order", () => {
    expect(renderedRows({ first: 7, last: 10 }, 100, 6, false)).toEqual([7, 8, 9, 10])
  })

  it('keeps every slot rendered, in slot order, where rows are read in their reading-order', () => {
    // rows 7–12 in slots 1, 2, 3, 4, 5, 0
    expect(renderedRows({ first: 7, last: 10 }, 100, 6, true)).toEqual([12, 7, 8, 9, 10, 11])
  })

  it('gives a row entering the window the element of the row leaving it, which stays where it is', () => {
    const before = renderedRows({ first: 7, last: 10 }, 100, 6, true)
    const after = renderedRows({ first: 8, last: 11 }, 100, 6, true)
    // row 7 left slot 1 and row 13 took it; every other slot holds the same row at the same place
    expect(after.map((row) => row % 6)).toEqual(before.map((row) => row % 6))
    expect(after).toEqual([12, 13, 8, 9, 10, 11])
  })

  it('stays inside the list and is empty without rows', () => {
    expect(renderedRows({ first: 96, last: 99 }, 100, 6, true)).toEqual([96, 97, 98, 99])
    expect(renderedRows({ first: 0, last: -1 }, 0, 6, true)).toEqual([])
  })
})
