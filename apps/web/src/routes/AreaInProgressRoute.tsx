import { EmptyState } from '@gavel/ui'
import { Link, useMatches } from 'react-router'
import { isRouteHandle } from '../routing/routeHandle'

/**
 * Routes of the table whose screens later issues build: the route, its guard and its header already work, and
 * the page says plainly that the area is not built yet rather than pretending.
 */
export const AreaInProgressRoute = () => {
  const handle = useMatches().at(-1)?.handle
  const title = isRouteHandle(handle) && handle.meta.title ? handle.meta.title : 'This page'
  return (
    <EmptyState title={`${title} is coming soon`}>
      <p>
        This area of Gavel is not built yet. <Link to="/marketplace">Back to live auctions</Link>
      </p>
    </EmptyState>
  )
}
