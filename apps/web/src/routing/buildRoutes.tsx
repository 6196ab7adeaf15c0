import { type PortResolver, routeTable } from '@gavel/domain'
import type { RouteObject } from 'react-router'
import { guardLoader } from './guardLoader'
import { RootLayout } from './RootLayout'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import type { RouteHandle } from './routeHandle'
import { screenFor } from './screens'

/**
 * The domain's route table turned into react-router routes: every route runs the guard in its loader and
 * loads its screen lazily, so the login page downloads only what it shows.
 */
export const buildRoutes = (services: PortResolver): RouteObject[] => {
  const loader = guardLoader(services)
  const children: RouteObject[] = routeTable.map((entry) => ({
    id: entry.id,
    path: entry.path,
    loader,
    handle: { meta: entry.meta } satisfies RouteHandle,
    lazy: { Component: screenFor(entry.id) },
  }))
  children.push({ id: 'unknown', path: '*', loader })
  return [{ id: 'shell', Component: RootLayout, ErrorBoundary: RouteErrorBoundary, children }]
}
