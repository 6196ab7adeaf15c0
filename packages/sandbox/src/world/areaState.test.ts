import { describe, expect, it } from 'vitest'
import { areaState } from './areaState'

describe('areaState', () => {
  it('creates an area once per owner and keeps it', () => {
    const engine = {}
    let created = 0
    const first = areaState(engine, 'notifications', () => ({ n: ++created }))
    const again = areaState(engine, 'notifications', () => ({ n: ++created }))
    expect(again).toBe(first)
    expect(created).toBe(1)
  })

  it('starts anew for another owner (a fresh sandbox)', () => {
    const a = areaState({}, 'saved', () => [1])
    const b = areaState({}, 'saved', () => [2])
    expect(a).not.toBe(b)
  })
})
