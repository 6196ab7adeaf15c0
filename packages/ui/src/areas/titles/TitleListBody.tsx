import { messageOf } from '@gavel/domain'
import type { TitleList } from '@gavel/domain/areas/titles'
import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { EmptyList } from '../myAccount'
import { TitleRows } from './TitleRows'

/** A title list's body: loading, error with Retry, the empty sentence, or the rows. */
export const TitleListBody = ({
  query,
  label,
  empty,
}: {
  readonly query: UseQueryResult<TitleList>
  readonly label: string
  readonly empty: string
}) => {
  const data = query.data
  if (data === undefined && query.isPending) return <Spinner label={`Loading ${label.toLowerCase()}`} />
  if (data === undefined)
    return (
      <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    )
  if (data.titles.length === 0) return <EmptyList list={empty} />
  return <TitleRows titles={data.titles} label={label} />
}
