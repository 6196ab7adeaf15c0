import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FeatureFlags } from '../model/session'
import type { User } from '../model/user'
import { aUser } from '../testing/userBuilder'
import { decideNavigation, followNavigation, type NavigationInput } from './guard'
import { routeTable } from './routes'

const seller = aUser().memberOf(1, 'admin').build()
const buyer = aUser().memberOf(2, 'rep').build()
const limited = aUser().memberOf(1).readonly().build()

const signedIn = (
  user: User = seller,
  flags: FeatureFlags = {},
  extra: Partial<NavigationInput> = {},
): Omit<NavigationInput, 'pathname' | 'search'> => ({
  session: { user, flags, preferences: { prefersSearchRefresh: false } },
  outstandingAuctionIds: null,
  previousPathname: '/marketplace',
  ...extra,
})
const signedOut: Omit<NavigationInput, 'pathname' | 'search'> = { session: null, outstandingAuctionIds: null }

const decide = (path: string, context = signedIn()) => {
  const at = path.indexOf('?')
  return decideNavigation({
    ...context,
    pathname: at === -1 ? path : path.slice(0, at),
    search: at === -1 ? '' : path.slice(at),
  })
}
const to = (path: string, context = signedIn()) => {
  const d = decide(path, context)
  return d.kind === 'redirect' ? d.to : 'allow'
}

describe('signed out (shell §4.1)', () => {
  it('stores the target and goes to /logout from a protected route', () => {
    expect(decide('/auction/5?action=bid', signedOut)).toEqual({
      kind: 'redirect',
      to: '/logout',
      rememberTarget: '/auction/5?action=bid',
    })
  })
  it('allows public and unauthenticated-only routes', () => {
    for (const p of ['/login', '/forgot', '/registration', '/logout', '/jwt-embed', '/market-report/embed']) {
      expect(to(p, signedOut)).toBe('allow')
    }
  })
  it('follows the fixed redirects of the route table', () => {
    expect(to('/', signedOut)).toBe('/login')
    expect(to('/nowhere', signedOut)).toBe('/login')
    expect(to('/register', signedOut)).toBe('/registration')
    expect(to('/auction-access', signedOut)).toBe('/registration')
    expect(to('/password', signedOut)).toBe('/login')
    expect(to('/password?token=', signedOut)).toBe('/login')
    expect(to('/password?token=abc', signedOut)).toBe('allow')
  })
})

describe('route table redirects (shell §2.2, §2.3)', () => {
  it.each([
    ['/proxybids', '/settings/proxybids'],
    ['/settings', '/settings/account'],
    ['/finalize?auction_id=77', '/auction/77'],
    ['/finalize', '/auctions/active'],
    ['/capital/credit-balance', '/capital/account-details'],
    ['/capital/portfolio', '/capital/account-details'],
    ['/universal-links/savedAuctions?savedAuctionId=3', '/saved/3'],
    ['/universal-links/search', '/auction/'],
    ['/login', '/marketplace'],
    ['/sso-redirect', '/myacv/request-inspection/new'],
    ['/auctions', '/marketplace'],
    ['/auctions/active', '/myacv/active/buying'],
    ['/auctions/outstanding', '/auctions'],
    ['/myacv/titles/bogus', '/myacv/titles'],
    ['/titles', '/titles/open'],
    ['/myacv/fee-schedule', '/myacv'],
    ['/myacv/billing/invoices/open', '/myacv/sold'],
    ['/titles/pre-sale', '/titles'],
  ])('%s -> %s', (from, expected) => {
    expect(to(from)).toBe(expected)
  })

  it('lets universal links through on mobile devices (the screen opens the store)', () => {
    expect(to('/universal-links/search?auctionId=1', signedIn(seller, {}, { isMobileDevice: true }))).toBe('allow')
  })

  it('sends the listing page the user does not have to the other one, keeping id and query', () => {
    const searchUser = {
      ...signedIn(),
      session: { user: seller, flags: { enable_srp_refresh: true }, preferences: { prefersSearchRefresh: true } },
    }
    expect(to('/marketplace/12?o=end_time', searchUser)).toBe('/search/12?o=end_time')
    expect(to('/search?p=all')).toBe('/marketplace?p=all')
    expect(to('/search', searchUser)).toBe('allow')
    expect(to('/login', searchUser)).toBe('/search')
  })

  it('opens the auction detail for an auction id arriving with no prior route or from login', () => {
    expect(to('/marketplace/12', signedIn(seller, {}, { previousPathname: null }))).toBe('/auction/12')
    expect(to('/marketplace/12', signedIn(seller, {}, { previousPathname: '/login' }))).toBe('/auction/12')
    expect(to('/marketplace/12')).toBe('allow')
  })

  it('redirects titles open and closed with the urgent-title redesign', () => {
    expect(to('/titles/open', signedIn(seller, { urgent_title_redesign: true }))).toBe('/myacv/titles')
    expect(to('/titles/closed', signedIn(seller, { urgent_title_redesign: true }))).toBe('/myacv/titles/closed')
    expect(to('/titles/open')).toBe('allow')
  })
})

describe('permissions (shell §4.1)', () => {
  it('sends non-sellers from seller-only routes to /auctions/active', () => {
    expect(to('/myacv/send-to-auction', signedIn(buyer))).toBe('/auctions/active')
    expect(to('/saved/3', signedIn(buyer))).toBe('/auctions/active')
    expect(to('/myacv/send-to-auction')).toBe('allow')
  })
  it('keeps limited users out of the my-account area; their /auctions/active is the listing', () => {
    expect(to('/myacv/active/buying', signedIn(limited))).toBe('/auctions/active')
    expect(to('/auctions/active', signedIn(limited))).toBe('/marketplace')
  })
  it('sends non-admins from admin-only settings to /settings', () => {
    for (const child of ['addresses', 'add-new-address', 'edit-address', 'paymentmethod', 'dealership', 'dashboard']) {
      expect(to(`/settings/${child}`, signedIn(buyer))).toBe('/settings')
      expect(to(`/settings/${child}`)).toBe('allow')
    }
    expect(to('/settings/proxybids', signedIn(buyer))).toBe('allow')
  })
  it('keeps inactive users out of active-only routes', () => {
    const inactive = aUser().memberOf(1).inactive().build()
    expect(to('/offboarding', signedIn(inactive))).toBe('/settings/account')
    expect(to('/offboarding')).toBe('allow')
  })
  it('needs the flag of a flagged route', () => {
    expect(to('/transportation-hub')).toBe('/auctions/active')
    expect(to('/transportation-hub', signedIn(seller, { transportation_hub_use_microfrontend: true }))).toBe('allow')
    expect(to('/myacv/myinventory')).toBe('/myacv/active/buying')
  })
  it('opens guaranteed sale with its flag and the launch_gtd_sale role only', () => {
    const gtd = aUser().memberOf(1).withAppRoles('launch_gtd_sale').build()
    expect(to('/myacv/guaranteed-sale', signedIn(seller, { guaranteed_sale: true }))).toBe('/auctions/active')
    expect(to('/myacv/guaranteed-sale', signedIn(gtd, { guaranteed_sale: true }))).toBe('allow')
    expect(to('/myacv/guaranteed-sale', signedIn(gtd, { guaranteed_sale: false }))).toBe('/auctions/active')
  })
  it('opens invoices with the invoices menu', () => {
    expect(to('/myacv/billing/invoices/closed', signedIn(seller, { invoices_menu: true }))).toBe('allow')
  })
})

describe('outstanding auctions lock (shell §4.1)', () => {
  const locked = (user: User = seller) => signedIn(user, { force_finalize: true }, { outstandingAuctionIds: [41, 42] })
  it('sends every other route to /auctions/outstanding', () => {
    expect(to('/marketplace', locked())).toBe('/auctions/outstanding')
    expect(to('/myacv/won', locked())).toBe('/auctions/outstanding')
    expect(to('/auction/99', locked())).toBe('/auctions/outstanding')
    expect(to('/nowhere', locked())).toBe('/auctions/outstanding')
  })
  it('allows the outstanding page, settings, logout and the outstanding auctions', () => {
    for (const p of ['/auctions/outstanding', '/settings/account', '/logout', '/auction/41']) {
      expect(to(p, locked())).toBe('allow')
    }
  })
  it('does not lock limited users or without the flag', () => {
    expect(to('/marketplace', locked(limited))).toBe('allow')
    expect(to('/marketplace', signedIn(seller, {}, { outstandingAuctionIds: [41] }))).toBe('allow')
  })
})

const flagArb = fc.record({
  enable_srp_refresh: fc.boolean(),
  force_finalize: fc.boolean(),
  invoices_menu: fc.boolean(),
  urgent_title_redesign: fc.boolean(),
  enable_new_fee_schedule_page: fc.boolean(),
  transportation_hub_use_microfrontend: fc.boolean(),
  titles_pre_sale: fc.boolean(),
})
const userArb = fc
  .record({
    type: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<1 | 2 | 3 | 4 | 5>,
    member: fc.constantFrom('rep', 'admin', 'backoffice') as fc.Arbitrary<'rep' | 'admin' | 'backoffice'>,
    readonly: fc.boolean(),
    active: fc.boolean(),
  })
  .map(({ type, member, readonly, active }) => {
    const b = aUser().memberOf(type, member)
    if (readonly) b.readonly()
    if (!active) b.inactive()
    return b.build()
  })
const concretePath = fc.constantFrom(...routeTable.map((r) => r.path)).chain((pattern) =>
  fc.tuple(fc.constantFrom('1', '42', 'urgent', 'open', 'x'), fc.boolean()).map(([value, keepOptional]) =>
    pattern
      .split('/')
      .map((s) => (s === '*' ? value : s.startsWith(':') ? (s.endsWith('?') && !keepOptional ? '' : value) : s))
      .join('/'),
  ),
)
const anyPath = fc.oneof(concretePath, fc.webPath())
const searchArb = fc.constantFrom(
  '',
  '?auction_id=5',
  '?token=t',
  '?auctionId=3&savedAuctionId=4',
  '?l=%5B%22live%22%5D',
)

describe('edge cases', () => {
  it('opens an auction id only when it is numeric', () => {
    expect(to('/finalize?auction_id=12x')).toBe('/auctions/active')
    expect(to('/finalize?auction_id=x12')).toBe('/auctions/active')
    expect(to('/marketplace/abc', signedIn(seller, {}, { previousPathname: null }))).toBe('allow')
    expect(to('/marketplace/12a', signedIn(seller, {}, { previousPathname: null }))).toBe('allow')
    expect(to('/marketplace/a12', signedIn(seller, {}, { previousPathname: null }))).toBe('allow')
  })
  it('sends signed-in users away from the unauthenticated-only pages', () => {
    expect(to('/forgot')).toBe('/marketplace')
  })
  it('opens the outstanding page only with the flag and outstanding auctions', () => {
    expect(to('/auctions/outstanding', signedIn(seller, { force_finalize: true }))).toBe('/auctions')
    expect(to('/auctions/outstanding', signedIn(seller, { force_finalize: true }, { outstandingAuctionIds: [] }))).toBe(
      '/auctions',
    )
    expect(to('/auctions/outstanding', signedIn(seller, {}, { outstandingAuctionIds: [3] }))).toBe('/auctions')
  })
  it('keeps other pages of an outstanding auction locked', () => {
    const locked = signedIn(seller, { force_finalize: true }, { outstandingAuctionIds: [41] })
    expect(to('/myacv/won/finalize/41', locked)).toBe('/auctions/outstanding')
    expect(to('/auction', locked)).toBe('/auctions/outstanding')
  })
  it('sends closed invoices without the invoices menu to Sold', () => {
    expect(to('/myacv/billing/invoices/closed')).toBe('/myacv/sold')
  })
  it('remembers no unsafe target', () => {
    expect(decide('/auction/5?x=\u0001', signedOut)).toEqual({ kind: 'redirect', to: '/logout' })
  })
})

describe('no redirect loops for a signed-in user (property)', () => {
  it('settles on an allow within a few steps from any path', () => {
    fc.assert(
      fc.property(
        anyPath,
        searchArb,
        userArb,
        flagArb,
        fc.boolean(),
        fc.option(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 3 })),
        fc.option(fc.constantFrom('/login', '/marketplace')),
        (pathname, search, user, flags, prefersSearchRefresh, outstandingAuctionIds, previousPathname) => {
          const result = followNavigation(
            { pathname, search },
            {
              session: { user, flags, preferences: { prefersSearchRefresh } },
              outstandingAuctionIds,
              previousPathname,
            },
            8,
          )
          expect(result.settled, result.path.join(' -> ')).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('followNavigation', () => {
  it('reports the path it took', () => {
    expect(followNavigation({ pathname: '/', search: '' }, signedIn(limited)).path).toEqual([
      '/',
      '/login',
      '/marketplace',
    ])
  })
  it('carries the query along the way', () => {
    expect(followNavigation({ pathname: '/finalize', search: '?auction_id=5' }, signedIn()).path).toEqual([
      '/finalize?auction_id=5',
      '/auction/5',
    ])
    expect(followNavigation({ pathname: '/search', search: '?o=end_time' }, signedIn()).path).toEqual([
      '/search?o=end_time',
      '/marketplace?o=end_time',
    ])
  })
  it('reports a path that does not settle within the step budget', () => {
    expect(followNavigation({ pathname: '/', search: '' }, signedIn(), 1)).toEqual({ settled: false, path: ['/'] })
  })
})
