import { routeById } from '@gavel/domain'
import { describe, expect, it } from 'vitest'
import { chooseHeader, showsBottomNav } from './chooseHeader'

const header = (routeId: string, mobile = false) => chooseHeader(routeById(routeId).meta, mobile)

describe('header variant by route meta (shell §2.1)', () => {
  it('gives the login and password pages the authentication header, registration its own', () => {
    expect(header('login')).toBe('authentication')
    expect(header('password', true)).toBe('authentication')
    expect(header('registration')).toBe('registration')
  })
  it('gives bare pages no header', () => {
    expect(header('jwtEmbed')).toBe('none')
    expect(header('logout')).toBe('none')
  })
  it('gives the marketplace the default header on desktop and the top bar on mobile', () => {
    expect(header('marketplace')).toBe('default')
    expect(header('marketplace', true)).toBe('mobileTopBar')
    expect(header('marketReport', true)).toBe('mobileTopBar')
  })
  it('gives /search the search header on desktop only', () => {
    expect(header('search')).toBe('search')
    expect(header('search', true)).toBe('mobileTopBar')
  })
  it('gives the my-account area, the titles and the title hub the simplified header; digital clerking the title hub logo', () => {
    expect(header('myacvActiveBuying')).toBe('simplified')
    expect(header('myacvActiveBuying', true)).toBe('simplified')
    expect(header('titles')).toBe('simplified')
    expect(header('myacvTitleHub')).toBe('simplified')
    expect(header('myacvDigitalClerk')).toBe('titleHub')
  })
  it('gives other mobile pages with a back button the top bar', () => {
    expect(header('auctionDetail')).toBe('default')
    expect(header('auctionDetail', true)).toBe('mobileTopBar')
    expect(header('settingsAccount', true)).toBe('default')
  })
  it('shows the bottom navigation on the mobile marketplace only', () => {
    expect(showsBottomNav('marketplace', true)).toBe(true)
    expect(showsBottomNav('search', true)).toBe(true)
    expect(showsBottomNav('marketplace', false)).toBe(false)
    expect(showsBottomNav('auctionDetail', true)).toBe(false)
  })
})
