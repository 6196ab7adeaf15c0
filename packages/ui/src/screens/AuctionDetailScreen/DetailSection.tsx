import { MalformedResponse, messageOf } from '@gavel/domain'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId } from 'react'
import { Button } from '../../primitives/Button'
import { Skeleton } from '../../primitives/Skeleton'
import { useToast } from '../../toast'
import { SectionBox, SectionError, SectionTitle } from './DetailSection.styles'

export interface DetailSectionProps<T> {
  readonly title: string
  readonly query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'>
  readonly children: (data: T) => ReactNode
}

/**
 * One secondary part of the detail page with its own query: a placeholder while it loads, its own small error
 * with Retry when it fails (the rest of the page stays), a toast as well when the answer was malformed.
 */
export const DetailSection = <T,>({ title, query, children }: DetailSectionProps<T>) => {
  const headingId = useId()
  const { showError } = useToast()
  const { error } = query
  useEffect(() => {
    if (error instanceof MalformedResponse) showError(error)
  }, [error, showError])
  return (
    <SectionBox aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {query.isPending ? (
        <Skeleton height="3em" />
      ) : query.isError ? (
        <SectionError role="alert">
          <span>{messageOf(query.error)}</span>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Retry
          </Button>
        </SectionError>
      ) : (
        children(query.data as T)
      )}
    </SectionBox>
  )
}
