import { describe, expect, it } from 'vitest'
import { rowOffsets, visibleRows } from './rowLayout'

describe('rowOffsets', () => {
  it('stacks measured rows and counts unmeasured ones as the measured average', () => {
    const offsets = rowOffsets(
      4,
      new Map([
        [0, 100],
        [1, 300],
      ]),
      50,
    )
    expect([...offsets]).toEqual([0, 100, 400, 600, 800])
  })

  it('uses the estimate before any row is measured', () => {
    expect([...rowOffsets(3, new Map(), 440)]).toEqual([0, 440, 880, 1320])
  })
})

describe('visibleRows', () => {
  const offsets = rowOffsets(100, new Map(), 100)

  it('is the rows meeting the window, widened by the overscan', () => {
    expect(visibleRows(offsets, 1050, 1950, 2)).toEqual({ first: 8, last: 21 })
  })

  it('stays inside the list at both ends', () => {
    expect(visibleRows(offsets, -500, 250, 2)).toEqual({ first: 0, last: 4 })
    expect(visibleRows(offsets, 9_900, 12_000, 2)).toEqual({ first: 97, last: 99 })
  })

  it('is empty without rows', () => {
    expect(visibleRows(rowOffsets(0, new Map(), 100), 0, 1000, 2)).toEqual({ first: 0, last: -1 })
  })
})
