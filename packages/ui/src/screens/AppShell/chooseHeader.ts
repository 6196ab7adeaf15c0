import type { RouteMeta } from '@gavel/domain'

/** The header the shell renders. */
export type ShellHeader =
  | 'none'
  | 'authentication'
  | 'registration'
  | 'mobileTopBar'
  | 'simplified'
  | 'titleHub'
  | 'search'
  | 'default'

/**
 * The header by route meta and width (shell §2.1 "Header variants by route meta"): none when showHeader is off;
 * authentication and registration as the route says; at 767px and below the mobile top bar on routes that have
 * one and on other pages with a back button (outside the my-account area, whose simplified header shows the
 * page title itself); the simplified header (title hub logo under digital clerking); the search header on
 * desktop only; else the default header.
 */
export const chooseHeader = (meta: RouteMeta, mobile: boolean): ShellHeader => {
  if (!meta.showHeader || meta.header === 'none') return 'none'
  if (meta.header === 'authentication' || meta.header === 'registration') return meta.header
  if (meta.header === 'simplified' || meta.header === 'titleHub') return meta.header
  if (mobile && (meta.hasMobileTopBarHeader || meta.showBackButton)) return 'mobileTopBar'
  if (meta.header === 'search') return mobile ? 'default' : 'search'
  return 'default'
}

/** Bottom navigation on the mobile marketplace (marketplace §2): the two listing routes. */
export const showsBottomNav = (routeId: string | undefined, mobile: boolean): boolean =>
  mobile && (routeId === 'marketplace' || routeId === 'search')
