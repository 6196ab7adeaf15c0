import { describe, expect, it } from 'vitest'
import { chooseState, defaultListingParams, parseListingQuery } from './listingQuery'
import { chooseLane, chooseSort, listingSort, listingSource, selectedLane, showDirectory } from './listingView'
import { quickFiltersToFilters } from './quickFilters'

const at = (search: string) => parseListingQuery(search)
const lanes = (l: string[]) => `?l=${encodeURIComponent(JSON.stringify(l))}`

describe('listingSource (marketplace §2, §7 Buying BFF listings)', () => {
  it('opens on the live lane when l names none', () => {
    expect(listingSource(defaultListingParams)).toEqual({ kind: 'lanes', lanes: ['live'] })
    expect(selectedLane(defaultListingParams)).toBe('live')
  })
  it('reads the lane sets, one private or event lane by id, the watchlist and the run list', () => {
    expect(listingSource(at(lanes(['guaranteed_sale'])))).toEqual({ kind: 'lanes', lanes: ['guaranteed_sale'] })
    expect(listingSource(at(lanes(['no_reserve_preview'])))).toEqual({ kind: 'no_reserve_preview' })
    expect(listingSource(at(lanes(['private:4'])))).toEqual({ kind: 'private_lane', laneId: '4' })
    expect(listingSource(at(lanes(['event:5'])))).toEqual({ kind: 'event_lane', laneId: '5' })
    expect(listingSource(at(lanes(['watchlist'])))).toEqual({ kind: 'watchlist' })
    expect(listingSource(at(lanes(['run_list'])))).toEqual({ kind: 'run_list' })
  })
  it('drops lanes it does not know and falls back to live', () => {
    expect(listingSource(at(lanes(['nowhere', 'private:x'])))).toEqual({ kind: 'lanes', lanes: ['live'] })
  })
  it('lists ended auctions of the named lanes in an ended state, all lanes once sold cleared them', () => {
    expect(listingSource(at(`${lanes(['live', 'event:5'])}&p=ended`))).toEqual({
      kind: 'ended',
      lanes: ['live', 'event'],
    })
    expect(listingSource(chooseState(at(lanes(['live'])), 'sold'))).toEqual({ kind: 'ended', lanes: [] })
  })
})

describe('choosing lanes, sorts and the directory', () => {
  it('a lane tab replaces the lanes and closes the directory, keeping sort and filters', () => {
    const before = at(`${lanes(['live'])}&o=recommended&f=%5B%22make%3AFord%22%5D&d=directory`)
    expect(chooseLane(before, 'event:5')).toEqual({ ...before, lanes: ['event:5'], directory: false })
  })
  it('a sort the state does not offer becomes its first valid one (marketplace §5)', () => {
    expect(chooseSort(at('?p=ended'), 'end_time').sort).toBe('recently_ended')
    expect(chooseSort(defaultListingParams, 'recommended').sort).toBe('recommended')
    expect(listingSort(at('?p=sold&o=end_time'))).toBe('recently_ended')
  })
  it('opens and closes the events directory', () => {
    expect(showDirectory(defaultListingParams, true).directory).toBe(true)
  })
})

describe('quickFiltersToFilters (marketplace §2 f)', () => {
  it('reads type:value and type:min-max, leaving out what it cannot read', () => {
    expect(quickFiltersToFilters(['make:Ford', 'year:2018-2020', 'odometer:-60000', 'oops', 'make:'])).toEqual([
      { filterType: 'make', value: 'Ford' },
      { filterType: 'year', minValue: 2018, maxValue: 2020 },
      { filterType: 'odometer', minValue: null, maxValue: 60000 },
    ])
  })
})
