/**
 * What a presentational component needs to know of one read: its data, whether it is loading or failed, and how to
 * try again. A TanStack `UseQueryResult` fits it, so a screen or container passes its query as is; stories pass a
 * plain object.
 */
export interface QueryState<T> {
  readonly data: T | undefined
  readonly isPending: boolean
  readonly isError: boolean
  readonly isFetching?: boolean
  readonly error: unknown
  readonly refetch: () => unknown
}
