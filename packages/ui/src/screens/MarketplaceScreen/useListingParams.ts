import { type ListingParams, parseListingQuery, serializeListingQuery } from '@gavel/domain'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useLatestSearch } from '../../services/useLatestSearch'

/** The listing's own query parameters (shell §2.2, marketplace §2); others in the URL are kept as they are. */
const LISTING_KEYS = new Set(['l', 'at', 'p', 'o', 's', 'f', 'd'])

/**
 * The listing query read from the URL, the URL of another query, and a way to go there: the URL is the listing's
 * one source of truth, so a shared URL reopens the same view and Back returns to the previous one. `go` applies its
 * change to the URL as it is when called, which may be ahead of the rendered one (`useLatestSearch`).
 */
export const useListingParams = () => {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const latestSearch = useLatestSearch()
  const params = useMemo(() => parseListingQuery(search), [search])
  const urlFor = useCallback((next: ListingParams): string => urlOf(pathname, search, next), [pathname, search])
  const go = useCallback(
    (change: (current: ListingParams) => ListingParams) => {
      const now = latestSearch()
      return navigate(urlOf(pathname, now, change(parseListingQuery(now))))
    },
    [navigate, pathname, latestSearch],
  )
  return { params, urlFor, go }
}

/** The URL of `next` on `pathname`, keeping the parameters of `search` that are not the listing's. */
const urlOf = (pathname: string, search: string, next: ListingParams): string => {
  const query = new URLSearchParams(serializeListingQuery(next))
  for (const [key, value] of new URLSearchParams(search)) if (!LISTING_KEYS.has(key)) query.append(key, value)
  const text = query.toString()
  return `${pathname}${text === '' ? '' : `?${text}`}`
}
