import { searchDefaults, serializeListingQuery } from '@gavel/domain'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSavedSearchList } from './searchQueries'

/**
 * Search with no query defaults to lane live plus the user's applied saved searches (shell §2.2, domain
 * `searchDefaults`); a saved search is applied while it is enabled. Call it from the /search route only: once
 * the saved searches are read, an empty query is replaced (not pushed) with the defaults, so Back still leaves.
 * Returns true while the defaults are still being worked out.
 */
export const useSearchDefaults = (active = true): boolean => {
  const location = useLocation()
  const navigate = useNavigate()
  const empty = location.search.replace(/^\?/, '') === ''
  const saved = useSavedSearchList()
  const pending = active && empty && saved.isPending
  useEffect(() => {
    if (!active || !empty || saved.isPending) return
    const applied = (saved.data ?? []).filter((s) => s.enabled).map((s) => s.id)
    const search = serializeListingQuery(searchDefaults('', applied))
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true })
  }, [active, empty, saved.isPending, saved.data, navigate, location.pathname, location.hash])
  return pending
}
