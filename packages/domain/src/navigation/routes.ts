import { FlagSlugs } from '../featureFlags'
import { defaultMeta, metaPresets, type RouteMeta } from './routeMeta'

/** Who may open a route (shell §4.1). */
export type RouteAccess = 'public' | 'unauthenticated-only' | 'protected'

/**
 * One entry of the route table (shell §2.2, §2.3, §2.4) as data; apps/web turns it into react-router routes.
 * - `redirect`: the route only redirects there (the query is dropped).
 * - `flag` + `flagFallback`: the route needs a feature flag, else goes to `flagFallback` (default /auctions/active).
 * - `sellerOnly` -> /auctions/active; `adminOnly` -> /settings; `activeOnly` -> /settings/account (shell §4.1, §2.2).
 * - `external`: the screen leaves the app (legacy registration pages, shell §2.2).
 */
export interface RouteEntry {
  readonly id: string
  readonly path: string
  readonly access: RouteAccess
  readonly sellerOnly?: boolean
  readonly adminOnly?: boolean
  readonly activeOnly?: boolean
  readonly flag?: string
  readonly flagFallback?: string
  readonly redirect?: string
  readonly external?: 'legacy-registration'
  readonly meta: RouteMeta
}

type Options = Omit<Partial<RouteEntry>, 'id' | 'path' | 'access' | 'meta'> & { readonly meta?: Partial<RouteMeta> }

const route = (id: string, path: string, access: RouteAccess, options: Options = {}): RouteEntry => {
  const { meta, ...rest } = options
  return { id, path, access, ...rest, meta: { ...defaultMeta, ...meta } }
}
const redirect = (id: string, path: string, to: string, access: RouteAccess = 'public'): RouteEntry =>
  route(id, path, access, { redirect: to })

const myacv = (id: string, path: string, options: Options = {}): RouteEntry =>
  route(id, `/myacv${path}`, 'protected', { ...options, meta: { ...metaPresets.simplified, ...options.meta } })
const settings = (id: string, path: string, options: Options = {}): RouteEntry =>
  route(id, `/settings${path}`, 'protected', { ...options, meta: { title: 'Settings', ...options.meta } })

/** Top-level routes of shell §2.2. */
export const shellRoutes: readonly RouteEntry[] = [
  redirect('root', '/', '/login'),
  route('universalLinkSavedAuctions', '/universal-links/savedAuctions', 'public'),
  route('universalLinkSearch', '/universal-links/search', 'public'),
  route('marketplace', '/marketplace/:auctionDetailAuctionId?', 'protected', {
    meta: { ...metaPresets.mobileTopBar, title: 'Live Auctions', showFilterIcon: true, allowAuctionCommonModals: true },
  }),
  route('search', '/search/:auctionDetailAuctionId?', 'protected', {
    meta: { ...metaPresets.mobileTopBar, header: 'search', title: 'Search & Filter', showFilterIcon: true },
  }),
  route('jwtEmbed', '/jwt-embed', 'public', { meta: metaPresets.bare }),
  route('titles', '/titles', 'protected', { meta: { ...metaPresets.simplified, title: 'Titles' } }),
  route('titlesOpen', '/titles/open', 'protected', { meta: { ...metaPresets.simplified, title: 'Titles' } }),
  route('titlesClosed', '/titles/closed', 'protected', { meta: { ...metaPresets.simplified, title: 'Titles' } }),
  route('titlesPreSale', '/titles/pre-sale', 'protected', {
    flag: FlagSlugs.titlesPreSale,
    flagFallback: '/titles',
    meta: { ...metaPresets.simplified, title: 'Titles' },
  }),
  route('marketReport', '/market-report', 'protected', {
    meta: { ...metaPresets.mobileTopBar, title: 'Market Report' },
  }),
  route('marketReportEmbed', '/market-report/embed', 'public', {
    meta: { ...metaPresets.bare, title: 'Market Report' },
  }),
  redirect('auctionAccess', '/auction-access', '/registration'),
  redirect('auctionAccessForm', '/auction-access/form', '/registration-form'),
  redirect('auctionAccessDealerships', '/auction-access/dealerships', '/registration-dealerships'),
  route('registration', '/registration', 'public', { meta: { ...metaPresets.registration, title: 'Registration' } }),
  route('registrationForm', '/registration-form', 'public', {
    meta: { ...metaPresets.registration, title: 'Registration' },
  }),
  route('registrationDealerships', '/registration-dealerships', 'public', {
    meta: { ...metaPresets.registration, title: 'Registration' },
  }),
  redirect('register', '/register', '/registration'),
  route('legacyRegistrationExisting', '/registration/existing', 'public', { external: 'legacy-registration' }),
  route('legacyRegistrationInformation', '/registration/information', 'public', { external: 'legacy-registration' }),
  route('legacyRegistrationFinished', '/registration/finished', 'public', { external: 'legacy-registration' }),
  route('ssoRedirect', '/sso-redirect', 'public', { meta: { ...metaPresets.authentication, ssoRoute: true } }),
  route('ssoError', '/sso-redirect/sso-error', 'public', { meta: { ...metaPresets.authentication, ssoRoute: true } }),
  route('password', '/password', 'public', { meta: { ...metaPresets.authentication, title: 'Reset Password' } }),
  route('forgot', '/forgot', 'unauthenticated-only', {
    meta: { ...metaPresets.authentication, title: 'Forgot Password' },
  }),
  route('login', '/login', 'unauthenticated-only', { meta: { ...metaPresets.authentication, title: 'Log In' } }),
  route('auctionDetail', '/auction/:auctionId?', 'protected', {
    meta: { showBackButton: true, allowAuctionCommonModals: true, title: 'Auction' },
  }),
  route('savedAuction', '/saved/:savedAuctionId', 'protected', {
    sellerOnly: true,
    meta: { showBackButton: true, title: 'Saved Auction' },
  }),
  redirect('proxyBids', '/proxybids', '/settings/proxybids'),
  route('auctions', '/auctions', 'protected'),
  route('auctionsActive', '/auctions/active', 'protected'),
  route('outstanding', '/auctions/outstanding', 'protected', { meta: { title: 'Outstanding Auctions' } }),
  route('finalize', '/finalize', 'protected'),
  route('vehicleHistoryCallback', '/vehicle-history/:provider/callback', 'protected', { meta: metaPresets.bare }),
  route('notifications', '/notifications', 'protected', { meta: { title: 'Notifications', showBackButton: true } }),
  route('logout', '/logout', 'public', { meta: metaPresets.bare }),
  route('privacyPolicy', '/privacypolicy', 'public', { meta: { title: 'Privacy Policy' } }),
  route('offboarding', '/offboarding', 'protected', { activeOnly: true, meta: { title: 'Offboarding' } }),
  route('capital', '/capital/*', 'protected', { meta: { title: 'Capital' } }),
  route('capitalLandingPage', '/capital/landing-page', 'protected', { meta: { title: 'Capital' } }),
  route('capitalPortalError', '/capital/portal-error', 'protected', { meta: { title: 'Capital' } }),
  redirect('capitalCreditBalance', '/capital/credit-balance', '/capital/account-details', 'protected'),
  redirect('capitalPortfolio', '/capital/portfolio', '/capital/account-details', 'protected'),
  route('transportationHub', '/transportation-hub/*', 'protected', {
    flag: FlagSlugs.transportationHub,
    meta: { title: 'Transport' },
  }),
  route('rewards', '/rewards', 'protected', { meta: { title: 'Dealer Rewards Program' } }),
  route('requestCashFlow', '/request-cash-flow', 'public', { meta: metaPresets.bare }),
  route('requestCashFlowExpired', '/request-cash-flow/expired', 'public', { meta: metaPresets.bare }),
  route('requestCashFlowUpdatedLink', '/request-cash-flow/updated-link', 'public', { meta: metaPresets.bare }),
  route('requestCashFlowConnected', '/request-cash-flow/connected', 'public', { meta: metaPresets.bare }),
  route('requestCashFlowError', '/request-cash-flow/error', 'public', { meta: metaPresets.bare }),
  route('digitalBroadcast', '/digital-broadcast', 'protected', { flag: FlagSlugs.digitalBroadcast }),
  route('loyaltySignup', '/loyalty-signup', 'protected', { meta: { title: 'Dealer Rewards Program' } }),
  route('capitalPortal', '/capital-portal/*', 'protected', { meta: { title: 'Capital' } }),
  route('devTools', '/dev-tools', 'protected', { flag: FlagSlugs.devTools }),
]

/** Settings routes of shell §2.3; admin-only ones per shell §4.1. */
export const settingsRoutes: readonly RouteEntry[] = [
  redirect('settings', '/settings', '/settings/account', 'protected'),
  settings('settingsAccount', '/account'),
  settings('settingsAddresses', '/addresses', { adminOnly: true }),
  settings('settingsAddNewAddress', '/add-new-address', { adminOnly: true }),
  settings('settingsEditAddress', '/edit-address/:addressId?', { adminOnly: true }),
  settings('settingsDocs', '/docs', { flag: FlagSlugs.settingsDocs, flagFallback: '/settings/account' }),
  settings('settingsPaymentMethod', '/paymentmethod', { adminOnly: true }),
  settings('settingsDealership', '/dealership', { adminOnly: true }),
  settings('settingsDashboard', '/dashboard', { adminOnly: true }),
  settings('settingsProxyBids', '/proxybids'),
  settings('settingsNotifications', '/notification-settings'),
  settings('settingsSms', '/sms-settings'),
]

/** Valid tabs of /myacv/titles/:tab? (shell §2.4). */
export const TITLE_TABS = ['urgent', 'due-soon', 'recently-sold', 'closed'] as const

/** My-account routes of shell §2.4 (limited users never see them, shell §4.1). */
export const myAccountRoutes: readonly RouteEntry[] = [
  redirect('myacv', '/myacv', '/myacv/active/buying', 'protected'),
  myacv('myacvMenu', '/menu', { meta: { title: 'Menu' } }),
  myacv('myacvInventory', '/myinventory', {
    sellerOnly: true,
    flag: FlagSlugs.myInventoryMicrofrontend,
    flagFallback: '/myacv/active/buying',
    meta: { title: 'My Inventory' },
  }),
  myacv('myacvSaved', '/saved', { sellerOnly: true, meta: { title: 'Saved' } }),
  redirect('myacvRequestInspection', '/myacv/request-inspection', '/myacv/request-inspection/new', 'protected'),
  // Requesting an inspection of a vehicle to sell is a seller's page (shell §4.1, docs/adr/0045).
  myacv('myacvRequestInspectionNew', '/request-inspection/new', {
    sellerOnly: true,
    meta: { title: 'Request Inspection' },
  }),
  myacv('myacvRequestInspectionRequested', '/request-inspection/requested', {
    sellerOnly: true,
    flag: FlagSlugs.requestInspectionRequested,
    flagFallback: '/myacv/request-inspection/new',
    meta: { title: 'Request Inspection' },
  }),
  redirect('myacvActive', '/myacv/active', '/myacv/active/buying', 'protected'),
  myacv('myacvActiveBuying', '/active/buying', { meta: { title: 'Active Buying', endpointContext: 'activeBuying' } }),
  myacv('myacvActiveSelling', '/active/selling', {
    sellerOnly: true,
    meta: { title: 'Active Selling', endpointContext: 'activeSelling' },
  }),
  // "Pending proxy lists load only when the persistent proxy flag is on" (marketplace §4).
  myacv('myacvPendingProxy', '/pendingproxy', {
    flag: FlagSlugs.persistentProxy,
    flagFallback: '/myacv/active/buying',
    meta: { title: 'Pending Proxy' },
  }),
  redirect('myacvNegotiations', '/myacv/negotiations', '/myacv/negotiations/buying', 'protected'),
  myacv('myacvNegotiationsBuying', '/negotiations/buying', { meta: { title: 'Negotiations' } }),
  myacv('myacvNegotiationsSelling', '/negotiations/selling', { sellerOnly: true, meta: { title: 'Negotiations' } }),
  redirect('myacvOffers', '/myacv/offers', '/myacv/offers/received', 'protected'),
  myacv('myacvOffersReceived', '/offers/received', { meta: { title: 'Offers' } }),
  myacv('myacvOffersReceivedBuying', '/offers/received/buying', {
    flag: FlagSlugs.buyersOffersPage,
    flagFallback: '/myacv/offers/received',
    meta: { title: 'Offers' },
  }),
  myacv('myacvOffersReceivedSelling', '/offers/received/selling', { sellerOnly: true, meta: { title: 'Offers' } }),
  myacv('myacvBidMatrix', '/bidmatrix', { meta: { title: 'S.A.M. Buying Rules' } }),
  redirect('myacvBilling', '/myacv/billing', '/myacv/billing/invoices/open', 'protected'),
  myacv('myacvInvoicesOpen', '/billing/invoices/open', { meta: { title: 'Invoices' } }),
  myacv('myacvInvoicesClosed', '/billing/invoices/closed', { meta: { title: 'Invoices' } }),
  myacv('myacvWon', '/won', { meta: { title: 'Won' } }),
  myacv('myacvWonFinalize', '/won/finalize/:auctionId', { meta: { title: 'Finalize' } }),
  myacv('myacvWonCheckoutOptions', '/won/checkout-options/:auctionId', { meta: { title: 'Checkout Options' } }),
  myacv('myacvWonReportProblem', '/won/report-a-problem/:auctionId', { meta: { title: 'Report a Problem' } }),
  myacv('myacvWonArbitrationPolicy', '/won/arbitration-policy', { meta: { title: 'Arbitration Policy' } }),
  /** One purchase after the win: payment, title, transport, arbitration window (issue 11, docs/adr/0023). */
  myacv('myacvWonTimeline', '/won/timeline/:auctionId', { meta: { title: 'Purchase Timeline' } }),
  myacv('myacvSold', '/sold', { sellerOnly: true, meta: { title: 'Sold' } }),
  myacv('myacvTitles', '/titles/:tab?', { meta: { title: 'Titles' } }),
  myacv('myacvTitleHub', '/title-hub', { meta: { header: 'simplified', title: 'Title Hub' } }),
  myacv('myacvDigitalClerk', '/digital-clerk/*', { meta: { header: 'titleHub', title: 'Digital Clerk' } }),
  myacv('myacvPerformance', '/performance', {
    sellerOnly: true,
    flag: FlagSlugs.sellerDashboard,
    meta: { title: 'Performance' },
  }),
  myacv('myacvFeeSchedule', '/fee-schedule', {
    flag: FlagSlugs.newFeeSchedule,
    flagFallback: '/myacv',
    meta: { title: 'Fee Schedule' },
  }),
  myacv('myacvSendToAuction', '/send-to-auction', { sellerOnly: true, meta: { title: 'Send to Auction' } }),
  myacv('myacvGsalePerformance', '/gsale-performance', { activeOnly: true, meta: { title: 'Guaranteed Sale' } }),
  myacv('myacvGuaranteedSale', '/guaranteed-sale', {
    activeOnly: true,
    flag: FlagSlugs.guaranteedSale,
    meta: { title: 'Guaranteed Sale' },
  }),
]

/** The whole route table (shell §2.2, §2.3, §2.4). Anything else redirects to /login. */
export const routeTable: readonly RouteEntry[] = [...shellRoutes, ...settingsRoutes, ...myAccountRoutes]

/** Settings routes that only dealership admins may open (shell §4.1). */
export const ADMIN_ONLY_SETTINGS = [
  'addresses',
  'add-new-address',
  'edit-address',
  'paymentmethod',
  'dealership',
  'dashboard',
] as const

/** Default back route (shell §4.1). */
export const DEFAULT_BACK_ROUTE = '/auctions/active'

/** Route by id; throws on an unknown id (a programming error). */
export const routeById = (id: string): RouteEntry => {
  const found = routeTable.find((r) => r.id === id)
  if (!found) throw new Error(`No route with id ${id}`)
  return found
}
