import { type ReactNode, Suspense } from 'react'
import { useChromeReady } from '../../services/chromeReady'

/**
 * Renders lazy secondary parts of the shell once the page's main content is on screen (see ChromeReadyProvider);
 * until then, and while their code downloads, the placeholder (which keeps their space, so nothing jumps).
 */
export const Deferred = ({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) => {
  const { ready } = useChromeReady()
  return ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder
}
