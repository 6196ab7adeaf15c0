import type { ReactNode } from 'react'
import { useChromeReady } from '../../services/chromeReady'
import { LazyPart } from './LazyPart'

/**
 * Renders lazy secondary parts of the shell once the page's main content is on screen (see ChromeReadyProvider);
 * until then, and while their code downloads, the placeholder (which keeps their space, so nothing jumps). A part
 * whose code cannot be downloaded keeps the placeholder and the default error toast says so; the page stays.
 * Parts that load only when due (a running tour, the terms modal, the dev-tools panel: docs/adr/0053) render inside
 * the shell's own Deferred, where the page is already shown, and use `LazyPart` directly.
 */
export const Deferred = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) => {
  const { ready } = useChromeReady()
  if (!ready) return placeholder
  return <LazyPart placeholder={placeholder}>{children}</LazyPart>
}
