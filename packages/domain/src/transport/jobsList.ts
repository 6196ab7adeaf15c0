import type { TransportFilters, TransportJob, TransportPagination } from '../model/transport'

/** The transport jobs list (marketplace §4 "Transport jobs list"). */
export interface JobsListState<J extends TransportJob = TransportJob> {
  readonly loading: boolean
  readonly loaded: boolean
  readonly jobs: readonly J[]
  readonly pagination: TransportPagination | null
  readonly filters: TransportFilters
  /** 'Never requested': no filters and the first result is empty. */
  readonly neverRequested: boolean
  readonly selectedJobId: string | null
}

export type JobsListEvent<J extends TransportJob = TransportJob> =
  | { readonly type: 'requested'; readonly filters: TransportFilters }
  | {
      readonly type: 'pageLoaded'
      readonly jobs: readonly J[]
      readonly pagination: TransportPagination
      readonly mode: 'replace' | 'append'
    }
  | { readonly type: 'trimmed'; readonly count: number }
  | { readonly type: 'gatePassChanged'; readonly jobId: string; readonly gatePassUrl: string | null }
  | { readonly type: 'selected'; readonly jobId: string | null }

export const noFilters: TransportFilters = { sort: null, search: null, statuses: [] }

export const initialJobsList: JobsListState = {
  loading: false,
  loaded: false,
  jobs: [],
  pagination: null,
  filters: noFilters,
  neverRequested: false,
  selectedJobId: null,
}

const hasFilters = (f: TransportFilters): boolean => (f.search ?? '').trim() !== '' || f.statuses.length > 0

/** The jobs list reducer (marketplace §4); J is the job as the caller holds it (at least id and gatePassUrl). */
export const jobsList = <J extends TransportJob>(
  state: JobsListState<J>,
  event: JobsListEvent<J>,
): JobsListState<J> => {
  switch (event.type) {
    case 'requested':
      return { ...state, loading: true, filters: event.filters }
    case 'pageLoaded': {
      const first = event.pagination.number === 0
      const jobs = event.mode === 'replace' ? event.jobs : [...state.jobs, ...event.jobs]
      return {
        ...state,
        loading: false,
        loaded: true,
        jobs,
        pagination: event.pagination,
        neverRequested: first && event.jobs.length === 0 && !hasFilters(state.filters),
      }
    }
    case 'trimmed': {
      const jobs = state.jobs.slice(0, Math.max(0, event.count))
      if (state.pagination === null) return { ...state, jobs }
      const size = state.pagination.size > 0 ? state.pagination.size : 1
      const totalPages = Math.ceil(state.pagination.totalElements / size)
      return {
        ...state,
        jobs,
        pagination: {
          ...state.pagination,
          number: 0,
          first: true,
          last: totalPages <= 1,
          numberOfElements: jobs.length,
        },
      }
    }
    case 'gatePassChanged':
      return {
        ...state,
        jobs: state.jobs.map((j) => (j.id === event.jobId ? { ...j, gatePassUrl: event.gatePassUrl } : j)),
        selectedJobId: event.jobId,
      }
    case 'selected':
      return { ...state, selectedJobId: event.jobId }
  }
}
