import type { UseQueryResult } from '@tanstack/react-query'
import type { QueryState } from '../components/QuerySection/queryState'

/**
 * A query as plain props for a presentational component. Reading every field here subscribes the container to each
 * of them (TanStack re-renders a component only for the fields it read), so a child that first reads `isError` only
 * when its menu opens still gets the current value.
 */
export const queryState = <T>(query: UseQueryResult<T>): QueryState<T> => ({
  data: query.data,
  isPending: query.isPending,
  isError: query.isError,
  isFetching: query.isFetching,
  error: query.error,
  refetch: query.refetch,
})
