import { FlagSlugs, isFlagOn, pageTitle } from '@gavel/domain'
import {
  AppShell,
  ShellAnnouncements,
  Spinner,
  TermsGate,
  TourLayer,
  useCurrentRoute,
  useSession,
  useTours,
} from '@gavel/ui'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Lifecycle } from '../lifecycle/Lifecycle'
import { useBrand } from './BrandContext'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { useShellFacts } from './useShellFacts'

/**
 * The shell around every route, chosen by the route's meta (shell §2.1): bare pages (logout, embeds) get no shell;
 * every other page gets the app shell, which picks its header (authentication, registration, mobile top bar,
 * simplified, search, default), the bottom navigation and the footer from the meta. Sets the page title
 * ("Gavel | Live Auctions").
 *
 * App pages also get the terms-of-service gate (marketplace §4, §5) for the signed-in user. It lives here, not in
 * AppShell: it checks the terms over the network on mount, which the shell's stories should not do, and this is
 * where the app knows who is signed in; pages without the app header (login, logout, embeds) never show it.
 */
export const RootLayout = () => {
  const route = useCurrentRoute()?.route ?? null
  const meta = route?.meta ?? null
  const tours = useTours()
  const { brand, environment } = useBrand()
  const facts: ReturnType<typeof useShellFacts> & { readonly hideNavigation?: boolean } = useShellFacts()
  const session = useSession()
  useEffect(() => {
    document.title = pageTitle(brand, meta?.title ?? null)
  }, [brand, meta?.title])
  if (meta === null || meta.header === 'none' || !meta.showHeader)
    return (
      <>
        <Lifecycle />
        <Page />
      </>
    )
  const appPage = meta.header !== 'authentication' && meta.header !== 'registration'
  return (
    <>
      <Lifecycle />
      <AppShell
        environment={environment}
        listingPath={facts.listingPath}
        limited={facts.limited}
        hideNavigation={facts.hideNavigation ?? false}
        brand={brand}
        meta={meta}
        routeId={route?.id}
        onTutorials={tours.openTutorials}
      >
        {appPage && <ShellAnnouncements />}
        <Page />
      </AppShell>
      {appPage && session && isFlagOn(session.flags, FlagSlugs.termsAcceptance) && (
        <TermsGate key={session.user.id} userId={session.user.id} />
      )}
      {appPage && <TourLayer />}
    </>
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
