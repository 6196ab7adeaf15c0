import { initialJobsList, type JobsListState, jobsList, messageOf } from '@gavel/domain'
import { type JobsFilter, type TransportJobDetail, TransportJobs } from '@gavel/domain/areas/transport'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useService } from '../../../services/ServicesProvider'

const initial = { ...initialJobsList, jobs: [] } as JobsListState<TransportJobDetail>

/**
 * The jobs list (marketplace §4): the domain's reducer fed by pages of 100. A new filter loads page 0 and replaces
 * the list; "Load more" appends the next page. A failed page keeps what was shown and says why.
 */
export const useJobsList = () => {
  const port = useService(TransportJobs)
  const [state, dispatch] = useReducer(jobsList<TransportJobDetail>, initial)
  const [error, setError] = useState<{ readonly message: string; readonly page: number } | null>(null)
  const [loading, setLoading] = useState(true)
  const [filter, setFilter] = useState<JobsFilter>({ statuses: [], search: '' })
  const latest = useRef(0)

  const load = useCallback(
    async (next: JobsFilter, page: number) => {
      const ticket = ++latest.current
      setError(null)
      setLoading(true)
      dispatch({
        type: 'requested',
        filters: { sort: 'createdDate,desc', search: next.search, statuses: next.statuses },
      })
      try {
        const result = await port.page(next, page)
        if (ticket !== latest.current) return
        dispatch({
          type: 'pageLoaded',
          jobs: result.jobs,
          pagination: result.pagination,
          mode: page === 0 ? 'replace' : 'append',
        })
      } catch (failure) {
        if (ticket !== latest.current) return
        setError({ message: messageOf(failure), page })
      } finally {
        if (ticket === latest.current) setLoading(false)
      }
    },
    [port],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter loads page 0 once
  useEffect(() => {
    void load(filter, 0)
  }, [filter])

  return {
    state,
    loading,
    error: error?.message ?? null,
    /** The first page failed: nothing to show but the error. */
    failedFirst: error !== null && error.page === 0,
    filter,
    setFilter,
    retry: () => void load(filter, error?.page ?? 0),
    loadMore: () => void load(filter, (state.pagination?.number ?? -1) + 1),
    select: (jobId: string | null) => dispatch({ type: 'selected', jobId }),
    gatePassChanged: (job: TransportJobDetail) =>
      dispatch({ type: 'gatePassChanged', jobId: job.id, gatePassUrl: job.gatePassUrl }),
  }
}
