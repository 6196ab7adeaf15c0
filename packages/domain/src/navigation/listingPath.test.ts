import { describe, expect, it } from 'vitest'
import { listingPath, mapLaneForPage, switchListingPage } from './listingPath'
import { queryValue } from './query'

describe('listingPath (shell §2.1)', () => {
  it('is /search only with the flag and the preference', () => {
    expect(listingPath({ enable_srp_refresh: true }, { prefersSearchRefresh: true })).toBe('/search')
    expect(listingPath({ enable_srp_refresh: true }, { prefersSearchRefresh: false })).toBe('/marketplace')
    expect(listingPath({}, { prefersSearchRefresh: true })).toBe('/marketplace')
    expect(listingPath({ enable_srp_refresh: true }, null)).toBe('/marketplace')
  })
})

describe('switching listing pages (shell §2.2)', () => {
  it('maps no_reserve_preview and guaranteed_sale both ways', () => {
    expect(mapLaneForPage('no_reserve_preview', 'search')).toBe('guaranteed_sale')
    expect(mapLaneForPage('guaranteed_sale', 'marketplace')).toBe('no_reserve_preview')
    expect(mapLaneForPage('guaranteed_sale', 'search')).toBe('guaranteed_sale')
    expect(mapLaneForPage('live', 'marketplace')).toBe('live')
    expect(mapLaneForPage('no_reserve_preview', 'marketplace')).toBe('no_reserve_preview')
  })
  it('keeps the id and the query, mapping lanes', () => {
    const to = switchListingPage('search', '12', '?l=%5B%22live%22%2C%22no_reserve_preview%22%5D&o=end_time')
    expect(to.startsWith('/search/12?')).toBe(true)
    expect(queryValue(to.slice(to.indexOf('?')), 'l')).toBe('["live","guaranteed_sale"]')
    expect(queryValue(to.slice(to.indexOf('?')), 'o')).toBe('end_time')
  })
  it('leaves an unparsable lanes value as it is', () => {
    expect(switchListingPage('marketplace', undefined, '?l=oops')).toBe('/marketplace?l=oops')
    expect(switchListingPage('marketplace', undefined, '?l=%7B%7D')).toBe('/marketplace?l=%7B%7D')
    expect(switchListingPage('marketplace', undefined, '')).toBe('/marketplace')
  })
})
