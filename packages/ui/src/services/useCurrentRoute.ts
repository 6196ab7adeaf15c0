import { matchRoute, type RouteMatch } from '@gavel/domain'
import { useMemo } from 'react'
import { useLocation } from 'react-router'

/** The domain's route-table entry for the current location (shell §2.2), or null when no route matches. */
export const useCurrentRoute = (): RouteMatch | null => {
  const { pathname } = useLocation()
  return useMemo(() => matchRoute(pathname), [pathname])
}
