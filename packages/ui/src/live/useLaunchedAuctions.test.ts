import { appendLaunchedAuction } from '@gavel/domain'
import { anAuction } from '@gavel/domain/testing'
import { describe, expect, it } from 'vitest'
import { liveLaneContextOf } from './useLaunchedAuctions'

const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('expected the live lane context')
  return value
}

const live = { source: { kind: 'lanes', lanes: ['live'] }, filters: [], savedSearchIds: [] } as const

describe('liveLaneContextOf (marketplace §4, shell §4.4: launches join the live lane unless…)', () => {
  it('lets a launched auction join the plain live lane', () => {
    const listed = [anAuction().withId(1).build()]
    const launched = anAuction().withId(2).build()
    expect(appendLaunchedAuction(listed, launched, must(liveLaneContextOf(live))).map((a) => a.id)).toEqual([1, 2])
  })

  it('blocks it while a tour runs, a saved search is applied or a quick filter is on', () => {
    const listed = [anAuction().withId(1).build()]
    const launched = anAuction().withId(2).build()
    for (const context of [
      liveLaneContextOf(live, true),
      liveLaneContextOf({ ...live, savedSearchIds: ['ss-1'] }),
      liveLaneContextOf({ ...live, filters: [{ filterType: 'make', value: 'Ford' }] }),
    ]) {
      expect(appendLaunchedAuction(listed, launched, must(context)).map((a) => a.id)).toEqual([1])
    }
  })

  it('is null away from the live lane', () => {
    expect(liveLaneContextOf({ ...live, source: { kind: 'watchlist' } })).toBeNull()
  })
})
