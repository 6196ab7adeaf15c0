import { messageOf } from '@gavel/domain'
import { ErrorState } from '@gavel/ui'
import { useRouteError } from 'react-router'

/** A screen that failed to load or render says so and offers a retry, never a white page. */
export const RouteErrorBoundary = () => {
  const error = useRouteError()
  return <ErrorState message={messageOf(error)} onRetry={() => window.location.reload()} />
}
