import { EmptyState, useCurrentRoute } from '@gavel/ui'
import { Link } from 'react-router'

/**
 * Routes of the table whose screens later issues build: the route, its guard and its header already work, and
 * the page says plainly that the area is not built yet rather than pretending.
 */
export const AreaInProgressRoute = () => {
  const title = useCurrentRoute()?.route.meta.title ?? 'This page'
  return (
    <EmptyState title={`${title} is coming soon`}>
      <p>
        This area of Gavel is not built yet. <Link to="/marketplace">Back to live auctions</Link>
      </p>
    </EmptyState>
  )
}
