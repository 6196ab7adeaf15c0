import { describe, expect, it } from 'vitest'
import { routeById } from '../navigation/routes'
import { mobileTopBarTitle } from './mobileTopBar'

const titleOf = (routeId: string, search = '') => mobileTopBarTitle(routeById(routeId).meta.title, search)

describe('mobile top bar title (marketplace §2)', () => {
  it('names each top-bar page', () => {
    expect(titleOf('marketplace')).toBe('Live Auctions')
    expect(titleOf('search')).toBe('Search & Filter')
    expect(titleOf('marketReport')).toBe('Market Report')
    expect(titleOf('myacvMenu')).toBe('Menu')
  })
  it('reads Events Directory on the marketplace with d=directory', () => {
    expect(titleOf('marketplace', '?d=directory')).toBe('Events Directory')
    expect(titleOf('marketplace', '?d=other')).toBe('Live Auctions')
    expect(titleOf('marketReport', '?d=directory')).toBe('Market Report')
  })
  it('reads Filters while the filter flyout is open', () => {
    expect(titleOf('search', '?l=%5B%5D&panel=filters')).toBe('Filters')
  })
})
