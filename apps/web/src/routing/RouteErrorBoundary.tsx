import { messageOf } from '@gavel/domain'
import { ErrorState } from '@gavel/ui'
import { Component, type ReactNode } from 'react'

interface State {
  readonly failed: boolean
  readonly error: unknown
}

/**
 * A screen that failed to load or render says so and offers a retry, never a white page. Keyed by the page's
 * path where it is mounted, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false, error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return <ErrorState message={messageOf(this.state.error)} onRetry={() => window.location.reload()} />
  }
}
