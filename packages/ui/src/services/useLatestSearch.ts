import { useCallback } from 'react'
import { useLocation } from 'react-router'

/**
 * The query string the page is at now, read when it is called (in an event handler). The rendered location lags
 * behind the browser's: AppRoutes shows a route once its guard allows it, in a transition, and react-router sets its
 * own location in a transition too. A control that builds the next URL from the rendered one would undo a
 * navigation still rendering (a lane clicked, then the sort changed at once, lost the lane). The browser's URL is
 * read when it is the rendered page's; otherwise (a memory router in Storybook, or no browser) the rendered one is.
 */
export const useLatestSearch = (): (() => string) => {
  const { pathname, search } = useLocation()
  return useCallback(() => {
    const browser = globalThis.location as Location | undefined
    return browser !== undefined && browser.pathname === pathname ? browser.search : search
  }, [pathname, search])
}
