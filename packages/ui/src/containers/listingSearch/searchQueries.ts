import {
  FlagSlugs,
  isFlagOn,
  type RecentSearch,
  type SavedSearch,
  SavedSearches,
  type SavedSearchInput,
  type SearchFilter,
  SearchOptions,
} from '@gavel/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { CacheTimes } from '../../services/cacheTimes'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { useToast } from '../../toast/ToastProvider'

/** Query keys of the search panel's caches. */
export const searchKeys = {
  options: ['search', 'filter-options'] as const,
  definitions: ['search', 'filter-definitions'] as const,
  conditions: ['search', 'condition-options'] as const,
  trims: (make: string, model: string) => ['search', 'trims', make, model] as const,
  suggestions: (text: string) => ['search', 'suggestions', text] as const,
  recent: ['search', 'recent'] as const,
  saved: ['saved-searches'] as const,
}

/** Options change only as auctions launch: cached like constants (marketplace §9 "constants 1 h"). */
const OPTIONS_STALE_MS = CacheTimes.constants

export const useFilterOptions = (enabled = true) => {
  const catalog = useService(SearchOptions)
  return useQuery({
    queryKey: searchKeys.options,
    queryFn: () => catalog.filterOptions(),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  })
}

export const useFilterDefinitions = (enabled = true) => {
  const catalog = useService(SearchOptions)
  return useQuery({
    queryKey: searchKeys.definitions,
    queryFn: () => catalog.filterDefinitions(),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  })
}

export const useConditionOptions = (enabled = true) => {
  const catalog = useService(SearchOptions)
  return useQuery({
    queryKey: searchKeys.conditions,
    queryFn: () => catalog.conditionOptions(),
    staleTime: OPTIONS_STALE_MS,
    enabled,
  })
}

/** Trims are fetched by make and model (marketplace §7 "filters/trim_options (make, model)"), once both are chosen. */
export const useTrimOptions = (make: string | null, model: string | null) => {
  const catalog = useService(SearchOptions)
  return useQuery({
    queryKey: searchKeys.trims(make ?? '', model ?? ''),
    queryFn: () => catalog.trimOptions(make ?? '', model ?? ''),
    staleTime: OPTIONS_STALE_MS,
    enabled: make !== null && model !== null,
  })
}

/** How long typing must pause before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250

/** Suggestions for what the dealer typed, asked for once typing pauses (search/suggestions). */
export const useSuggestions = (text: string) => {
  const catalog = useService(SearchOptions)
  const [settled, setSettled] = useState(text.trim())
  useEffect(() => {
    const handle = setTimeout(() => setSettled(text.trim()), SUGGESTION_DEBOUNCE_MS)
    return () => clearTimeout(handle)
  }, [text])
  return useQuery({
    queryKey: searchKeys.suggestions(settled.toLowerCase()),
    queryFn: () => catalog.suggestions(settled),
    enabled: settled !== '',
    staleTime: OPTIONS_STALE_MS,
    placeholderData: (previous) => previous,
  })
}

/** Whether the user has recent searches (feature-gated, marketplace §6 "recent search"). */
export const useRecentSearchEnabled = (): boolean => isFlagOn(useSession()?.flags, FlagSlugs.recentSearch)

/**
 * The recent searches: the contract has no read of the history, so the list is what the last recorded search
 * answered (recent-search/create gives the history after it), kept in the query cache for the session.
 */
export const useRecentSearches = (): readonly RecentSearch[] => {
  const { data } = useQuery<readonly RecentSearch[]>({
    queryKey: searchKeys.recent,
    queryFn: () => [],
    staleTime: Number.POSITIVE_INFINITY,
    enabled: false,
  })
  return data ?? []
}

/** Records an applied search in the history when the flag is on; a failure to record is not the dealer's concern. */
export const useRecordRecentSearch = () => {
  const catalog = useService(SearchOptions)
  const client = useQueryClient()
  const enabled = useRecentSearchEnabled()
  const record = useMutation({
    mutationFn: (filters: readonly SearchFilter[]) => catalog.recordRecentSearch(filters),
    onSuccess: (history) => client.setQueryData(searchKeys.recent, history),
  })
  return (filters: readonly SearchFilter[]) => {
    if (enabled && filters.length > 0) record.mutate(filters)
  }
}

export const useSavedSearchList = () => {
  const saved = useService(SavedSearches)
  return useQuery({ queryKey: searchKeys.saved, queryFn: () => saved.list() })
}

const upsert = (list: readonly SavedSearch[] | undefined, one: SavedSearch): readonly SavedSearch[] =>
  list?.some((s) => s.id === one.id) ? list.map((s) => (s.id === one.id ? one : s)) : [one, ...(list ?? [])]

/** Create, edit and delete; each failure shows the API error toast and leaves what the dealer typed alone. */
export const useSavedSearchActions = () => {
  const saved = useService(SavedSearches)
  const client = useQueryClient()
  const toast = useToast()
  const onSaved = (one: SavedSearch) => {
    client.setQueryData<readonly SavedSearch[]>(searchKeys.saved, (list) => upsert(list, one))
    void client.invalidateQueries({ queryKey: searchKeys.saved })
  }
  const create = useMutation({
    mutationFn: (input: SavedSearchInput) => saved.save(input),
    onSuccess: onSaved,
    onError: (error) => toast.showError(error),
  })
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: SavedSearchInput }) => saved.update(id, input),
    onSuccess: onSaved,
    onError: (error) => toast.showError(error),
  })
  const remove = useMutation({
    mutationFn: (id: string) => saved.remove(id),
    onSuccess: (_, id) => {
      client.setQueryData<readonly SavedSearch[]>(searchKeys.saved, (list) => list?.filter((s) => s.id !== id))
      void client.invalidateQueries({ queryKey: searchKeys.saved })
    },
    onError: (error) => toast.showError(error),
  })
  return { create, update, remove }
}
