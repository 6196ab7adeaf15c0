import { FlagSlugs, isFlagOn, pageTitle } from '@gavel/domain'
import { AppShell, TermsGate, useSession } from '@gavel/ui'
import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router'
import { useBrand } from './BrandContext'
import { isRouteHandle } from './routeHandle'
import { useShellFacts } from './useShellFacts'

/**
 * The shell around every route, chosen by the route's meta (shell §2.1): the authentication pages and bare
 * pages (logout, embeds) get no app header; the rest get the app shell. Sets the page title
 * ("Gavel | Live Auctions").
 *
 * App pages also get the terms-of-service gate (marketplace §4, §5) for the signed-in user. It lives here, not in
 * AppShell: it checks the terms over the network on mount, which the shell's stories should not do, and this is
 * where the app knows who is signed in; pages without the app header (login, logout, embeds) never show it.
 */
export const RootLayout = () => {
  const handle = useMatches().at(-1)?.handle
  const meta = isRouteHandle(handle) ? handle.meta : null
  const { brand, environment } = useBrand()
  const { listingPath, limited } = useShellFacts()
  const session = useSession()
  useEffect(() => {
    document.title = pageTitle(brand, meta?.title ?? null)
  }, [brand, meta?.title])
  if (meta === null || meta.header === 'authentication' || meta.header === 'none') return <Outlet />
  return (
    <>
      <AppShell environment={environment} listingPath={listingPath} limited={limited} brand={brand} />
      {session && isFlagOn(session.flags, FlagSlugs.termsAcceptance) && (
        <TermsGate key={session.user.id} userId={session.user.id} />
      )}
    </>
  )
}
