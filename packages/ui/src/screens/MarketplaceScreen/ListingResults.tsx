import {
  type Auction,
  type AuctionId,
  AuctionListing,
  type ListingRequest,
  Messages,
  RequestCanceled,
  viewerOf,
} from '@gavel/domain'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTourRunning } from '../../components/Tour/tourActivity'
import { createLiveAuctionStore } from '../../live/liveAuctionStore'
import { liveLaneContextOf, useLaunchedAuctions } from '../../live/useLaunchedAuctions'
import { useLiveFeed } from '../../live/useLiveFeed'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { Spinner } from '../../primitives/Spinner'
import { useChromeReady } from '../../services/chromeReady'
import { useCachedInfiniteQuery } from '../../services/query/useCachedQuery'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { AuctionGrid } from './AuctionGrid'
import { emptyBody, emptyTitle } from './emptyTitle'
import { SkeletonGrid, Status } from './MarketplaceScreen.styles'
import { useHideAuction } from './useHideAuction'
import { listingQueryKey } from './useListingRequest'
import { useQuickBid } from './useQuickBid'

export interface ListingResultsProps {
  readonly request: Omit<ListingRequest, 'cursor'>
  /** The lane's name, for its empty state. */
  readonly laneName: string
  readonly limited: boolean
}

const isCanceled = (error: unknown) => error instanceof RequestCanceled

/**
 * One listing's auctions (marketplace §2, §7): pages of 12 loaded as the dealer scrolls, a virtualized grid, live
 * bids applied once per frame, a refetch when the live feed resyncs, quick bids and hiding from the cards. Loading
 * skeletons, an empty state per lane, the spec's retrieval error with Retry; a canceled request says nothing.
 */
export const ListingResults = ({ request, laneName, limited }: ListingResultsProps) => {
  const listing = useService(AuctionListing)
  const session = useSession()
  const viewer = useMemo(() => (session ? viewerOf(session.user) : null), [session])
  const query = useCachedInfiniteQuery({
    queryKey: listingQueryKey(request),
    queryFn: ({ pageParam }) => listing.list({ ...request, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
  const { hidden, hide } = useHideAuction()
  const listed = useMemo<readonly Auction[]>(
    () => (query.data?.pages.flatMap((p) => p.auctions) ?? []).filter((a) => !hidden.has(a.id)),
    [query.data, hidden],
  )
  const tourRunning = useTourRunning()
  const auctions = useLaunchedAuctions(listed, liveLaneContextOf(request, tourRunning))
  const [store] = useState(() => createLiveAuctionStore())
  useEffect(() => store.load(auctions), [store, auctions])
  useEffect(() => () => store.dispose(), [store])
  const ids = useMemo<readonly AuctionId[]>(() => auctions.map((a) => a.id), [auctions])
  const { refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useLiveFeed(ids, store, () => void refetch())
  const { bid, inFlight } = useQuickBid(store)
  const { contentShown } = useChromeReady()
  const settled = !query.isPending
  useEffect(() => {
    if (settled) contentShown()
  }, [settled, contentShown])
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (query.isPending || (query.isError && isCanceled(query.error) && auctions.length === 0)) {
    return (
      <>
        <Spinner label="Loading auctions" />
        <SkeletonGrid>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} height="340px" radius="lg" />
          ))}
        </SkeletonGrid>
      </>
    )
  }
  if (query.isError && auctions.length === 0 && !isCanceled(query.error)) {
    return (
      <ErrorState message={Messages.auctionListFailed} onRetry={() => void refetch()} retrying={query.isFetching} />
    )
  }
  if (auctions.length === 0) {
    return <EmptyState title={emptyTitle(request.source, laneName)}>{emptyBody(request.source)}</EmptyState>
  }
  return (
    <>
      <AuctionGrid
        auctions={auctions}
        store={store}
        viewer={viewer}
        limited={limited}
        bidding={inFlight}
        onBid={bid}
        onHide={hide}
        onEndReached={onEndReached}
      />
      {isFetchingNextPage && <Status role="status">Loading more auctions…</Status>}
      {query.isFetchNextPageError && !isCanceled(query.error) && (
        <ErrorState message={Messages.auctionListFailed} onRetry={() => void fetchNextPage()} />
      )}
    </>
  )
}
