import { messageOf } from '@gavel/domain'
import { type ReactNode, useId } from 'react'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { SectionBox, SectionHead, SectionTitle } from './QuerySection.styles'
import type { QueryState } from './queryState'

export interface QuerySectionProps<T> {
  readonly title: string
  readonly query: QueryState<T>
  /** What to show while loading (announced). */
  readonly loadingLabel: string
  /** The text when the data is empty; null when it never is. */
  readonly emptyText?: (data: T) => string | null
  /** The error text instead of the error's own (a spec fallback such as 'Failed to retrieve summary balance'). */
  readonly errorText?: string
  readonly actions?: ReactNode
  readonly children: (data: T) => ReactNode
}

/**
 * One section of a page over its own query: loading, error with Retry, empty, or the content. A failed section keeps
 * the others: each has its own query, so one failure shows only here.
 */
export const QuerySection = <T,>({
  title,
  query,
  loadingLabel,
  emptyText,
  errorText,
  actions,
  children,
}: QuerySectionProps<T>) => {
  const headingId = useId()
  const data = query.data
  const empty = data === undefined ? null : (emptyText?.(data) ?? null)
  return (
    <SectionBox aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <SectionHead>
        <SectionTitle id={headingId}>{title}</SectionTitle>
        {actions}
      </SectionHead>
      {data === undefined && query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : data === undefined ? (
        <ErrorState
          message={errorText ?? messageOf(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching ?? false}
        />
      ) : empty !== null ? (
        <p>{empty}</p>
      ) : (
        children(data)
      )}
    </SectionBox>
  )
}
