import { createContext, useContext } from 'react'

/**
 * Whether the shell's secondary parts (menus, footer, tours, banners) may load yet, and how a screen says its main
 * content is on screen. The app starts not ready and turns ready when the page's content shows (or soon after), so
 * the JS for those parts downloads after the first auction card rather than before it (issue 5, benchmark 3).
 * Without a provider everything is ready at once (stories, tests).
 */
export interface ChromeReadiness {
  readonly ready: boolean
  /** A screen calls this once its main content is shown (or its error or empty state). */
  readonly contentShown: () => void
}

const ChromeReadyContext = createContext<ChromeReadiness>({ ready: true, contentShown: () => {} })

export const ChromeReadyProvider = ChromeReadyContext.Provider

export const useChromeReady = (): ChromeReadiness => useContext(ChromeReadyContext)
