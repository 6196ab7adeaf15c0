import { FlagSlugs, isFlagOn, pageTitle } from '@gavel/domain'
import {
  AppShell,
  ChromeReadyProvider,
  Deferred,
  requestTutorials,
  Spinner,
  useCurrentRoute,
  useSession,
} from '@gavel/ui'
import type { FastActionDockProps } from '@gavel/ui/deferred'
import { lazy, Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useBrand } from './BrandContext'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { useChromeReadiness } from './useChromeReadiness'
import { useShellFacts } from './useShellFacts'

const Lifecycle = lazy(async () => ({ default: (await import('../lifecycle/Lifecycle')).Lifecycle }))
const TermsGate = lazy(async () => ({ default: (await import('@gavel/ui/deferred')).TermsGate }))
const TourLayer = lazy(async () => ({ default: (await import('@gavel/ui/deferred')).TourLayer }))
const FastActionDock = lazy(async () => ({ default: (await import('@gavel/ui/deferred')).FastActionDock }))
const ShellAnnouncements = lazy(async () => ({ default: (await import('@gavel/ui/deferred')).ShellAnnouncements }))

/**
 * The shell around every route, chosen by the route's meta (shell §2.1): bare pages (logout, embeds) get no shell,
 * only their main landmark; every other page gets the app shell, which picks its header (authentication,
 * registration, mobile top bar, simplified, search, default), the bottom navigation and the footer from the meta.
 * Sets the page title ("Gavel | Live Auctions").
 *
 * App pages also get the terms-of-service gate (marketplace §4, §5) for the signed-in user, the tours, the fast
 * action panel's button on the listing (shell §4.5) and the announcements; every page gets the life cycle (flags, recheck, service worker, launch message). Those, and the
 * header's menus and the footer, load after the page's main content (useChromeReadiness), so the first auction
 * cards do not wait for them.
 */
export const RootLayout = ({
  loadFastActionPanel,
}: {
  readonly loadFastActionPanel: FastActionDockProps['loadPanel']
}) => {
  const route = useCurrentRoute()?.route ?? null
  const meta = route?.meta ?? null
  const { brand, environment } = useBrand()
  const facts = useShellFacts()
  const session = useSession()
  const chrome = useChromeReadiness()
  useEffect(() => {
    document.title = pageTitle(brand, meta?.title ?? null)
  }, [brand, meta?.title])
  const lifecycle = (
    <Deferred>
      <Lifecycle />
    </Deferred>
  )
  if (meta === null || meta.header === 'none' || !meta.showHeader)
    return (
      <ChromeReadyProvider value={chrome}>
        {lifecycle}
        {/* the page's one main landmark, as the app shell gives every other page */}
        <main>
          <Page />
        </main>
      </ChromeReadyProvider>
    )
  const appPage = meta.header !== 'authentication' && meta.header !== 'registration'
  return (
    <ChromeReadyProvider value={chrome}>
      {lifecycle}
      <AppShell
        environment={environment}
        listingPath={facts.listingPath}
        limited={facts.limited}
        hideNavigation={facts.hideNavigation}
        brand={brand}
        meta={meta}
        routeId={route?.id}
        onTutorials={requestTutorials}
      >
        {appPage && (
          <Deferred>
            <ShellAnnouncements />
          </Deferred>
        )}
        <Page />
      </AppShell>
      {appPage && session && isFlagOn(session.flags, FlagSlugs.termsAcceptance) && (
        <Deferred>
          <TermsGate key={session.user.id} userId={session.user.id} />
        </Deferred>
      )}
      {appPage && (
        <Deferred>
          <TourLayer />
          <FastActionDock loadPanel={loadFastActionPanel} />
        </Deferred>
      )}
    </ChromeReadyProvider>
  )
}

/** The route's screen: a spinner while its chunk downloads, its own error state if it fails (shell stays up). */
const Page = () => {
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<Spinner label="Loading page" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  )
}
