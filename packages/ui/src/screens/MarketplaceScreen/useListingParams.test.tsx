// @vitest-environment jsdom
import { chooseSort, parseListingQuery } from '@gavel/domain'
import { act, cleanup, render } from '@testing-library/react'
import { BrowserRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useListingSearchParams } from '../../containers/listingSearch/useListingSearchParams'
import { useListingParams } from './useListingParams'

type Writers = { listing: ReturnType<typeof useListingParams>; search: ReturnType<typeof useListingSearchParams> }

const mount = (at: string): Writers => {
  window.history.replaceState(null, '', at)
  const writers = {} as { -readonly [K in keyof Writers]: Writers[K] }
  const Probe = () => {
    writers.listing = useListingParams()
    writers.search = useListingSearchParams()
    return null
  }
  render(
    <BrowserRouter>
      <Probe />
    </BrowserRouter>,
  )
  return writers
}

/** A lane clicked a moment ago: the browser's URL has it, the page has not rendered it yet (it renders in a transition). */
const laneClickedNotYetRendered = () => window.history.pushState(null, '', '/marketplace?l=%5B%22event%3A5%22%5D')

const now = () => parseListingQuery(window.location.search)

describe('the listing writes its next URL onto the URL the page is at now', () => {
  afterEach(cleanup)

  it('a sort chosen while a lane is still rendering keeps that lane', () => {
    const writers = mount('/marketplace')
    laneClickedNotYetRendered()
    expect(writers.listing.params.lanes).toEqual([])
    act(() => void writers.listing.go((current) => chooseSort(current, 'recommended')))
    expect(now().lanes).toEqual(['event:5'])
    expect(now().sort).toBe('recommended')
  })

  it('saved searches applied while a lane is still rendering keep that lane', () => {
    const writers = mount('/marketplace?o=recommended')
    laneClickedNotYetRendered()
    act(() => writers.search.setSavedSearchIds(['12']))
    expect(window.location.pathname).toBe('/marketplace')
    expect(now().lanes).toEqual(['event:5'])
    expect(now().savedSearchIds).toEqual(['12'])
  })

  it('keeps parameters that are not the listing’s', () => {
    const writers = mount('/search?utm_source=mail')
    act(() => void writers.listing.go((current) => chooseSort(current, 'recommended')))
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('mail')
    expect(now().sort).toBe('recommended')
  })
})
