import { matchRoute } from '@gavel/domain'
import { useChromeReady } from '@gavel/ui'
import type { FastActionDockProps } from '@gavel/ui/deferred'
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'
import { type Location, Route, Routes, useLocation, useNavigate } from 'react-router'
import type { NavigationGuard } from './navigationGuard'
import { RootLayout } from './RootLayout'
import type { ScreenCatalog } from './screens'

/** Screens whose main content arrives after they mount: they say so themselves (useChromeReady). */
const SHOWS_CONTENT_LATER = new Set(['marketplace', 'search'])

const Screen = ({ routeId, screens }: { readonly routeId: string; readonly screens: ScreenCatalog }): ReactNode => {
  const Page = screens.screen(routeId)
  const { contentShown } = useChromeReady()
  useEffect(() => {
    if (!SHOWS_CONTENT_LATER.has(routeId)) contentShown()
  }, [routeId, contentShown])
  return <Page />
}

/**
 * The domain's route table as routes under the shell. Every navigation passes the guard first (shell §4.1): the
 * page shown stays the last one the guard let through until it decides and the page's code has arrived, a redirect
 * replaces the history entry, and an allowed page renders in a transition. The first page of the app is rendered at once instead: there is no previous page to keep, and a transition would
 * slice its render into 5 ms pieces between which the browser does other work (issue 10: the listing's first
 * cards came 0.4–0.7 s later at 4× CPU).
 */
export const AppRoutes = ({
  guard,
  screens,
  loadFastActionPanel,
}: {
  readonly guard: NavigationGuard
  readonly screens: ScreenCatalog
  /** The listing's fast action panel, loaded on its first open with its area (shell §4.5). */
  readonly loadFastActionPanel: FastActionDockProps['loadPanel']
}) => {
  const location = useLocation()
  const navigate = useNavigate()
  const [shown, setShown] = useState<Location | null>(null)
  const first = useRef(true)
  useEffect(() => {
    let current = true
    const routeId = matchRoute(location.pathname)?.route.id
    // the page's code starts beside the decision and is waited for here, not under a Suspense fallback (React holds
    // a fallback's content back for 300 ms once it has shown)
    const code = routeId === undefined ? Promise.resolve() : screens.load(routeId).catch(() => {})
    void guard.decide(location.pathname, location.search).then(async (decision) => {
      if (!current) return
      if (decision.kind !== 'allow') {
        void navigate(decision.to, { replace: true })
        return
      }
      await code
      if (!current) return
      if (first.current) setShown(location)
      else startTransition(() => setShown(location))
      first.current = false
    })
    return () => {
      current = false
    }
  }, [guard, screens, location, navigate])
  if (shown === null) return null
  // Only the route the domain matched (the guard's own choice) is handed to react-router: it ranks and compiles
  // every route it is given on each render, which for the whole table was a visible share of the cold load.
  const matched = matchRoute(shown.pathname)?.route
  return (
    <Routes location={shown}>
      <Route element={<RootLayout loadFastActionPanel={loadFastActionPanel} />}>
        {matched && (
          <Route key={matched.id} path={matched.path} element={<Screen routeId={matched.id} screens={screens} />} />
        )}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  )
}
