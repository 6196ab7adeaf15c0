import { describe, expect, it } from 'vitest'
import { matchRoute, normalizePathname } from './matchRoute'
import { ADMIN_ONLY_SETTINGS, routeById, routeTable } from './routes'

describe('route table (shell §2.2–§2.4)', () => {
  it('has unique ids and paths', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length)
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length)
  })

  it.each([
    '/',
    '/universal-links/savedAuctions',
    '/universal-links/search',
    '/marketplace',
    '/search/42',
    '/jwt-embed',
    '/titles/pre-sale',
    '/market-report/embed',
    '/auction-access',
    '/registration-dealerships',
    '/register',
    '/registration/finished',
    '/sso-redirect/sso-error',
    '/password',
    '/forgot',
    '/login',
    '/auction/7',
    '/saved/3',
    '/proxybids',
    '/auctions/outstanding',
    '/finalize',
    '/vehicle-history/carfax/callback',
    '/notifications',
    '/logout',
    '/privacypolicy',
    '/offboarding',
    '/capital/account-details',
    '/capital/credit-balance',
    '/transportation-hub/jobs',
    '/rewards',
    '/request-cash-flow/updated-link',
    '/settings/sms-settings',
    '/myacv/menu',
    '/myacv/request-inspection/requested',
    '/myacv/offers/received/selling',
    '/myacv/billing/invoices/closed',
    '/myacv/won/arbitration-policy',
    '/myacv/titles/due-soon',
    '/myacv/fee-schedule',
    '/myacv/send-to-auction',
    '/myacv/guaranteed-sale',
    '/myacv/gsale-performance',
  ])('knows %s', (path) => {
    expect(matchRoute(path)).not.toBeNull()
  })

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull()
    expect(matchRoute('/auction/1/extra')).toBeNull()
    expect(matchRoute('/saved')).toBeNull()
    expect(matchRoute('/vehicle-history/carfax')).toBeNull()
  })

  it('prefers the most specific route and reads params', () => {
    expect(matchRoute('/capital/portal-error')?.route.id).toBe('capitalPortalError')
    expect(matchRoute('/capital/whatever')?.route.id).toBe('capital')
    expect(matchRoute('/marketplace/123')?.params).toEqual({ auctionDetailAuctionId: '123' })
    expect(matchRoute('/marketplace')?.params).toEqual({ auctionDetailAuctionId: undefined })
    expect(matchRoute('/transportation-hub/a/b')?.params).toEqual({ '*': 'a/b' })
  })

  it('answers a path asked again (the remembered answer) as it answered it first, and as a fresh search of the table does', () => {
    const paths = ['/capital/portal-error', '/capital/x', '/marketplace/7', '/myacv/saved', '/nowhere', '/a//b/']
    // a copy of the table is searched afresh on every call; the app's own table is remembered by pathname
    const fresh = [...routeTable]
    for (const path of [...paths, ...paths]) {
      expect(matchRoute(path)).toEqual(matchRoute(path, fresh))
      expect(matchRoute(path)).toBe(matchRoute(path))
    }
    for (let i = 0; i < 200; i++) expect(matchRoute(`/auction/${i}`)?.params).toEqual({ auctionId: String(i) })
    expect(matchRoute('/auction/3')?.params).toEqual({ auctionId: '3' })
  })

  it('keeps a malformed percent-encoded param as it is', () => {
    expect(matchRoute('/auction/%E0%A4%A')?.params).toEqual({ auctionId: '%E0%A4%A' })
    expect(matchRoute('/auction/a%20b')?.params).toEqual({ auctionId: 'a b' })
  })

  it('normalises trailing and repeated slashes', () => {
    expect(normalizePathname('/myacv/saved/')).toBe('/myacv/saved')
    expect(normalizePathname('')).toBe('/')
    expect(normalizePathname('//a//b')).toBe('/a/b')
  })

  it('marks admin-only settings (shell §4.1)', () => {
    const adminOnly = routeTable.filter((r) => r.adminOnly).map((r) => r.path.split('/')[2])
    expect(adminOnly).toEqual([...ADMIN_ONLY_SETTINGS])
  })

  it('carries the meta of shell §2.1', () => {
    expect(routeById('marketplace').meta).toMatchObject({ hasMobileTopBarHeader: true, title: 'Live Auctions' })
    expect(routeById('search').meta).toMatchObject({ header: 'search', title: 'Search & Filter' })
    expect(routeById('jwtEmbed').meta).toMatchObject({ showHeader: false, showFooter: false })
    expect(routeById('login').meta.header).toBe('authentication')
    expect(routeById('registration').meta.showRegistrationHeaderButtons).toBe(true)
    expect(routeById('myacvBidMatrix').meta).toMatchObject({ simplifiedHeader: true, title: 'S.A.M. Buying Rules' })
    expect(routeById('myacvActiveBuying').meta.endpointContext).toBe('activeBuying')
    expect(routeById('myacvActiveSelling').meta.endpointContext).toBe('activeSelling')
    expect(routeById('ssoRedirect').meta.ssoRoute).toBe(true)
    expect(routeById('myacvDigitalClerk').meta.header).toBe('titleHub')
  })

  it('throws on an unknown id', () => {
    expect(() => routeById('nope')).toThrow('No route with id nope')
  })
})
