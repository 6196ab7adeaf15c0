import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useLatestSearch } from './useLatestSearch'

/** Query parameters to set (a string) or remove (null); the others stay as they are. */
export type SearchChanges = Readonly<Record<string, string | null>>

/**
 * Writes query parameters of the current page in one navigation, onto the URL as it is when called
 * (`useLatestSearch`): a write never undoes a navigation the page has not rendered yet.
 */
export const useSearchWriter = (): ((changes: SearchChanges, options?: { readonly replace?: boolean }) => void) => {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const latestSearch = useLatestSearch()
  return useCallback(
    (changes, options) => {
      const next = new URLSearchParams(latestSearch())
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key)
        else next.set(key, value)
      }
      const text = next.toString()
      void navigate(`${pathname}${text === '' ? '' : `?${text}`}`, { replace: options?.replace === true })
    },
    [navigate, pathname, latestSearch],
  )
}
