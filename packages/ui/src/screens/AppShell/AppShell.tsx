import { defaultMeta, mobileTopBarTitle, type RouteMeta } from '@gavel/domain'
import type { ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router'
import { BottomNav } from '../../components/BottomNav'
import { DeferredFooter } from '../../components/Deferred'
import { AuthenticationHeader } from '../../components/headers/AuthenticationHeader'
import { RegistrationHeader } from '../../components/headers/RegistrationHeader'
import { SimplifiedHeader } from '../../components/headers/SimplifiedHeader'
import { InactiveBanner } from '../../components/InactiveBanner'
import { MobileTopBar } from '../../components/MobileTopBar'
import { OfflineBanner } from '../../components/OfflineBanner'
import { DefaultHeaderContainer } from '../../containers/header/DefaultHeaderContainer'
import { useOnlineStatus } from '../../services/useOnlineStatus'
import { useSession } from '../../services/useSession'
import { useIsMobile } from '../../theme/useIsMobile'
import { Main, Shell, SkipLink } from './AppShell.styles'
import { chooseHeader, showsBottomNav } from './chooseHeader'
import { useCurrentYear } from './useCurrentYear'

export interface AppShellProps {
  /** Runtime environment name from /config.json; a banner shows it unless production or development. */
  readonly environment: string
  /** The user's listing page (/marketplace or /search). */
  readonly listingPath: string
  readonly limited?: boolean
  /** Hide all navigation (outstanding auctions, shell §2.1): nav links, rewards and the bottom navigation. */
  readonly hideNavigation?: boolean
  readonly brand?: string
  /** The current route's meta (shell §2.1, §2.2): header variant, back button, filter icon, header and footer. */
  readonly meta?: RouteMeta
  /** The current route's id (Tutorials on the Search route, bottom navigation on the marketplace). */
  readonly routeId?: string
  /** The user menu's Tutorials entry (shell §4.5); the app wires the tours. */
  readonly onTutorials?: () => void
  /** Force a layout instead of following the width (767px and below is mobile): stories show both either way. */
  readonly layout?: 'mobile' | 'desktop'
  /** The marketing site for signed-out links and the footer. */
  readonly marketingSite?: string
  /** The page; defaults to the route's <Outlet />, so the shell can be a layout route. */
  readonly children?: ReactNode
}

/**
 * The page shell of shell §2.1: skip link, the header the route's meta and the width choose, a limited dealer's
 * inactive warning (shell §4.6), the offline banner, the main content, the bottom navigation on the mobile marketplace
 * and the footer. Toasts render from the ToastProvider of GavelProviders above it.
 */
export const AppShell = ({
  environment,
  listingPath,
  limited = false,
  hideNavigation = false,
  brand = 'Gavel',
  meta = defaultMeta,
  routeId,
  onTutorials,
  layout,
  marketingSite,
  children,
}: AppShellProps) => {
  const session = useSession()
  const online = useOnlineStatus()
  const narrow = useIsMobile()
  const mobile = layout === undefined ? narrow : layout === 'mobile'
  const location = useLocation()
  const year = useCurrentYear()
  const user = session?.user ?? null
  const variant = chooseHeader(meta, mobile)
  const menu = { user, routeId, onTutorials }
  const header = (() => {
    switch (variant) {
      case 'none':
        return null
      case 'authentication':
        return <AuthenticationHeader brand={brand} environment={environment} marketingSite={marketingSite} />
      case 'registration':
        return (
          <RegistrationHeader
            brand={brand}
            environment={environment}
            showButtons={meta.showRegistrationHeaderButtons}
            marketingSite={marketingSite}
          />
        )
      case 'mobileTopBar':
        return (
          <MobileTopBar
            environment={environment}
            title={mobileTopBarTitle(meta.title, location.search)}
            showBackButton={meta.showBackButton}
            showFilterIcon={meta.showFilterIcon && !hideNavigation}
            {...menu}
          />
        )
      case 'simplified':
      case 'titleHub':
        return (
          <SimplifiedHeader
            brand={brand}
            environment={environment}
            titleHub={variant === 'titleHub'}
            mobile={mobile}
            title={meta.title}
            showBackButton={meta.showBackButton && !hideNavigation}
            {...menu}
          />
        )
      default:
        return (
          <DefaultHeaderContainer
            user={user}
            flags={session?.flags}
            preferences={session?.preferences ?? null}
            listingPath={listingPath}
            environment={environment}
            limited={limited}
            hideNavigation={hideNavigation}
            brand={brand}
            variant={variant === 'search' ? 'search' : 'default'}
            routeId={routeId}
            onTutorials={onTutorials}
            marketingSite={marketingSite}
          />
        )
    }
  })()
  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      {header}
      {user && limited && variant !== 'authentication' && variant !== 'registration' && <InactiveBanner />}
      <OfflineBanner offline={!online} />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      {user && !hideNavigation && showsBottomNav(routeId, mobile) && (
        <BottomNav listingPath={listingPath} limited={limited} />
      )}
      {meta.showFooter && variant !== 'none' && (
        <DeferredFooter brand={brand} year={year} flags={session?.flags ?? null} marketingSite={marketingSite} />
      )}
    </Shell>
  )
}
