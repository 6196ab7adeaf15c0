import { Messages } from '@gavel/domain'
import { type ChromeReadiness, useLazyQueryCache, useToast } from '@gavel/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

/** The shell's secondary parts load at the latest this long after the app mounts, content or not. */
export const CHROME_AT_LATEST_MS = 3_000

const afterPaint = (run: () => void): void => {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 500 })
    else setTimeout(run, 0)
  })
}

/**
 * When the shell's menus, footer, tours, terms gate and banners may load: once the page's main content has been
 * painted and the main thread is free, on the dealer's first key or pointer press, or after 3 s, whichever comes
 * first. Until then the first auction cards have the network and the main thread to themselves.
 *
 * Those parts call `useQuery`, so TanStack Query loads first (docs/adr/0046). If its code cannot be downloaded the
 * listing stays without them and the default error toast says so once (docs/adr/0053). Chromium 150 keeps a failed
 * module import failed for the page's life, so there only a reload brings them; the triggers still ask again.
 */
export const useChromeReadiness = (): ChromeReadiness => {
  const queries = useLazyQueryCache()
  const toast = useToast()
  const [ready, setReady] = useState(false)
  const told = useRef(false)
  const turnReady = useCallback(() => {
    queries.load().then(
      () => setReady(true),
      () => {
        if (told.current) return
        told.current = true
        toast.show('error', Messages.defaultApiError)
      },
    )
  }, [queries, toast])
  const contentShown = useCallback(() => afterPaint(turnReady), [turnReady])
  useEffect(() => {
    if (ready) return
    const now = turnReady
    const timer = setTimeout(now, CHROME_AT_LATEST_MS)
    window.addEventListener('pointerdown', now, { capture: true, once: true })
    window.addEventListener('keydown', now, { capture: true, once: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pointerdown', now, { capture: true })
      window.removeEventListener('keydown', now, { capture: true })
    }
  }, [ready, turnReady])
  return useMemo(() => ({ ready, contentShown }), [ready, contentShown])
}
