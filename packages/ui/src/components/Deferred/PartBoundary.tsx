import { Component, type ReactNode } from 'react'

interface PartBoundaryProps {
  readonly children: ReactNode
  /** What shows instead when the part failed: nothing, or the placeholder that keeps its space. */
  readonly fallback: ReactNode
  readonly onError: (error: unknown) => void
}

/**
 * Around a lazily loaded part of the shell: if its code cannot be downloaded (the network dropped, a deploy replaced
 * the file) or it fails to render, the part gives way to `fallback` and `onError` is told once, instead of the error
 * taking the whole page (the listing with it) down to the app's error state.
 */
export class PartBoundary extends Component<PartBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
