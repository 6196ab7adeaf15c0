import { routeTable } from '@gavel/domain'
import { useChromeReady } from '@gavel/ui'
import type { FastActionDockProps } from '@gavel/ui/deferred'
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { type Location, Route, Routes, useLocation, useNavigate } from 'react-router'
import type { NavigationGuard } from './navigationGuard'
import { RootLayout } from './RootLayout'
import type { ScreenCatalog } from './screens'

/** Screens whose main content arrives after they mount: they say so themselves (useChromeReady). */
const SHOWS_CONTENT_LATER = new Set(['marketplace', 'search'])

const Screen = ({ routeId, screens }: { readonly routeId: string; readonly screens: ScreenCatalog }): ReactNode => {
  const Lazy = screens(routeId)
  const { contentShown } = useChromeReady()
  useEffect(() => {
    if (!SHOWS_CONTENT_LATER.has(routeId)) contentShown()
  }, [routeId, contentShown])
  return <Lazy />
}

/**
 * The domain's route table as routes under the shell. Every navigation passes the guard first (shell §4.1): the
 * page shown stays the last one the guard let through until it decides, a redirect replaces the history entry,
 * and an allowed page renders in a transition, so the previous page stays up while a lazy screen downloads.
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
  useEffect(() => {
    let current = true
    void guard.decide(location.pathname, location.search).then((decision) => {
      if (!current) return
      if (decision.kind === 'allow') startTransition(() => setShown(location))
      else void navigate(decision.to, { replace: true })
    })
    return () => {
      current = false
    }
  }, [guard, location, navigate])
  if (shown === null) return null
  return (
    <Routes location={shown}>
      <Route element={<RootLayout loadFastActionPanel={loadFastActionPanel} />}>
        {routeTable.map((entry) => (
          <Route key={entry.id} path={entry.path} element={<Screen routeId={entry.id} screens={screens} />} />
        ))}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  )
}
