import { AuctionListing, Messages, RequestCanceled } from '@gavel/domain'
import { useQuery } from '@tanstack/react-query'
import { RunList } from '../../components/RunList'
import { ErrorState } from '../../primitives/ErrorState'
import { Spinner } from '../../primitives/Spinner'
import { CacheTimes } from '../../services/cacheTimes'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'

/** The run list (marketplace §7 Run list), polled every 60 s (marketplace §9). */
export const RunListView = () => {
  const listing = useService(AuctionListing)
  const query = useQuery({
    queryKey: queryKeys.runList,
    queryFn: () => listing.runList(),
    refetchInterval: CacheTimes.runListPoll,
  })
  if (query.isPending) return <Spinner label="Loading the run list" />
  if (query.isError && !(query.error instanceof RequestCanceled)) {
    return (
      <ErrorState
        message={Messages.auctionListFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <RunList rows={query.data ?? []} />
}
