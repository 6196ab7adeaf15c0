/**
 * Route meta of shell §2.1: the flags a route carries for the shell (header, footer, modals), plus the page
 * title and the header variant chosen from them.
 */
export type HeaderVariant =
  | 'authentication'
  | 'registration'
  | 'mobileTopBar'
  | 'simplified'
  | 'titleHub'
  | 'search'
  | 'default'
  | 'none'

export type EndpointContext = 'activeBuying' | 'activeSelling'

export interface RouteMeta {
  readonly hasMobileTopBarHeader: boolean
  readonly simplifiedHeader: boolean
  readonly useLightUi: boolean
  readonly showBackButton: boolean
  readonly showFilterIcon: boolean
  readonly showHeader: boolean
  readonly showFooter: boolean
  readonly showRegistrationHeaderButtons: boolean
  readonly allowAuctionCommonModals: boolean
  readonly ssoRoute: boolean
  readonly endpointContext: EndpointContext | null
  /** The page title after the product name (shell §2.1 "Page title"); null shows the product name only. */
  readonly title: string | null
  readonly header: HeaderVariant
}

export const defaultMeta: RouteMeta = {
  hasMobileTopBarHeader: false,
  simplifiedHeader: false,
  useLightUi: false,
  showBackButton: false,
  showFilterIcon: false,
  showHeader: true,
  showFooter: true,
  showRegistrationHeaderButtons: false,
  allowAuctionCommonModals: false,
  ssoRoute: false,
  endpointContext: null,
  title: null,
  header: 'default',
}

/** Presets for families of routes (shell §2.1 "Header variants by route meta"). */
export const metaPresets = {
  /** Login and password pages: the authentication header on a light page. */
  authentication: { header: 'authentication', useLightUi: true, showFooter: false },
  registration: { header: 'registration', useLightUi: true, showRegistrationHeaderButtons: true },
  /** No header or footer at all (/jwt-embed, embeds, cash-flow link pages). */
  bare: { header: 'none', showHeader: false, showFooter: false },
  /** The mobile top bar with a title (Live Auctions, Search & Filter, Events Directory, Market Report, …). */
  mobileTopBar: { hasMobileTopBarHeader: true, header: 'mobileTopBar' },
  /** The my-account area, the title hub and the titles pages: logo linking to /myacv plus the user menu. */
  simplified: { simplifiedHeader: true, header: 'simplified', showBackButton: true },
} as const satisfies Record<string, Partial<RouteMeta>>
