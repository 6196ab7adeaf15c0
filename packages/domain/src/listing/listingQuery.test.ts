import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chooseState,
  defaultListingParams,
  type ListingParams,
  parseListingQuery,
  searchDefaults,
  serializeListingQuery,
} from './listingQuery'
import { ENDED_SORTS, LIVE_SORTS, serverSort, sortOptionsFor, validSort } from './sortOptions'

describe('parseListingQuery (shell §2.2)', () => {
  it('has the defaults p=all and o=end_time', () => {
    expect(parseListingQuery('')).toEqual(defaultListingParams)
    expect(defaultListingParams.state).toBe('all')
    expect(defaultListingParams.sort).toBe('end_time')
  })
  it('reads every parameter', () => {
    const search =
      '?l=%5B%22live%22%5D&at=upcoming&p=sold&o=recently_ended&s=%5B1%2C2%5D&f=%5B%22clean%22%5D&d=directory'
    expect(parseListingQuery(search)).toEqual({
      lanes: ['live'],
      at: 'upcoming',
      state: 'sold',
      sort: 'recently_ended',
      savedSearchIds: ['1', '2'],
      quickFilters: ['clean'],
      directory: true,
    })
  })
  it('falls back on malformed JSON lists and drops wrong-typed items', () => {
    expect(parseListingQuery('?l=oops&s=%5B1%2C%22x%22%2C2.5%2C%22%22%2Cnull%5D&f=%7B%7D&d=other')).toEqual({
      ...defaultListingParams,
      savedSearchIds: ['1', 'x'],
    })
  })
  it('takes the first of repeated keys and reads empty values as defaults', () => {
    expect(parseListingQuery('?p=sold&p=all&o=').state).toBe('sold')
    expect(parseListingQuery('?o=').sort).toBe('end_time')
  })
})

describe('serializeListingQuery', () => {
  it('leaves out defaults', () => {
    expect(serializeListingQuery(defaultListingParams)).toBe('')
  })
  it('parse after serialize is the identity (property)', () => {
    const text = fc.string({ maxLength: 12 })
    const params: fc.Arbitrary<ListingParams> = fc.record({
      lanes: fc.array(text, { maxLength: 4 }),
      at: fc.option(text),
      state: text.filter((s) => s !== ''),
      sort: text.filter((s) => s !== ''),
      savedSearchIds: fc.array(
        text.filter((s) => s !== ''),
        { maxLength: 4 },
      ),
      quickFilters: fc.array(text, { maxLength: 4 }),
      directory: fc.boolean(),
    })
    fc.assert(
      fc.property(params, (p) => {
        expect(parseListingQuery(serializeListingQuery(p))).toEqual(p)
      }),
    )
  })
})

describe('state and sort (marketplace §3, §5)', () => {
  it('clears the lanes when sold is chosen', () => {
    const p = { ...defaultListingParams, lanes: ['live'] }
    expect(chooseState(p, 'sold').lanes).toEqual([])
    expect(chooseState(p, 'all').lanes).toEqual(['live'])
  })
  it('falls back to the first valid sort when the state makes the sort invalid', () => {
    expect(chooseState(defaultListingParams, 'sold').sort).toBe('recently_ended')
    expect(chooseState({ ...defaultListingParams, sort: 'close_to_market_value' }, 'sold').sort).toBe(
      'close_to_market_value',
    )
    expect(chooseState({ ...defaultListingParams, sort: 'recently_ended' }, 'all').sort).toBe('recommended')
    expect(chooseState({ ...defaultListingParams, sort: 'end_time' }, 'all').sort).toBe('end_time')
  })
  it('offers ended and live sorts', () => {
    expect(sortOptionsFor('sold')).toEqual(ENDED_SORTS)
    expect(sortOptionsFor('ended')).toEqual(['recently_ended', 'close_to_market_value'])
    expect(sortOptionsFor('all')).toEqual(LIVE_SORTS)
    expect(LIVE_SORTS).toEqual(['recommended', 'end_time'])
    expect(validSort('x', [])).toBe('end_time')
  })
  it('maps close_to_market_value to the server sort acv_estimate_delta', () => {
    expect(serverSort('close_to_market_value')).toBe('acv_estimate_delta')
    expect(serverSort('end_time')).toBe('end_time')
  })
})

describe('search defaults (shell §2.2)', () => {
  it('is lane live plus applied saved searches with no query', () => {
    expect(searchDefaults('', ['ss-4'])).toEqual({ ...defaultListingParams, lanes: ['live'], savedSearchIds: ['ss-4'] })
    expect(searchDefaults('?', [])).toMatchObject({ lanes: ['live'] })
  })
  it('reads the query when there is one', () => {
    expect(searchDefaults('?p=sold', ['ss-4'])).toEqual({ ...defaultListingParams, state: 'sold' })
  })
})
