import { type Auction, AuctionListing, type LaneKind, Messages, viewerOf } from '@gavel/domain'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createLiveAuctionStore } from '../../live/liveAuctionStore'
import { useLiveFeed } from '../../live/useLiveFeed'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { Spinner } from '../../primitives/Spinner'
import { useService } from '../../services/ServicesProvider'
import { useSession } from '../../services/useSession'
import { AuctionGrid } from './AuctionGrid'
import { Heading, Page, SkeletonGrid, Status } from './MarketplaceScreen.styles'
import { useQuickBid } from './useQuickBid'

/** Page size of live lists (marketplace §9: "Default page size: 12"). */
export const LISTING_PAGE_SIZE = 12

export interface MarketplaceScreenProps {
  /** Limited users browse read-only: every Bid button says why (DECISIONS.md). */
  readonly limited?: boolean
  readonly lanes?: readonly LaneKind[]
}

const liveLanes: readonly LaneKind[] = ['live']

/**
 * The live auction list (marketplace §2): pages of 12 loaded as the dealer scrolls, a virtualized grid,
 * live bids applied once per frame, a refetch when the live feed resyncs, and quick bids from the cards.
 */
export const MarketplaceScreen = ({ limited = false, lanes = liveLanes }: MarketplaceScreenProps) => {
  const listing = useService(AuctionListing)
  const session = useSession()
  const viewer = useMemo(() => (session ? viewerOf(session.user) : null), [session])
  const query = useInfiniteQuery({
    queryKey: ['auctions', 'live', lanes],
    queryFn: ({ pageParam }) =>
      listing.listLive({ lanes, size: LISTING_PAGE_SIZE, cursor: pageParam, sort: 'end_time' }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
  const auctions = useMemo<readonly Auction[]>(() => query.data?.pages.flatMap((p) => p.auctions) ?? [], [query.data])
  const [store] = useState(() => createLiveAuctionStore())
  useEffect(() => store.load(auctions), [store, auctions])
  useEffect(() => () => store.dispose(), [store])
  const ids = useMemo(() => auctions.map((a) => a.id), [auctions])
  const { refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useLiveFeed(ids, store, () => void refetch())
  const { bid, inFlight } = useQuickBid(store)
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <Page>
      <Heading>Live Auctions</Heading>
      {query.isPending ? (
        <>
          <Spinner label="Loading auctions" />
          <SkeletonGrid>
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={i} height="340px" radius="lg" />
            ))}
          </SkeletonGrid>
        </>
      ) : query.isError && auctions.length === 0 ? (
        <ErrorState message={Messages.auctionListFailed} onRetry={() => void refetch()} retrying={query.isFetching} />
      ) : auctions.length === 0 ? (
        <EmptyState title="No live auctions right now">
          New vehicles launch through the day. Check back soon.
        </EmptyState>
      ) : (
        <>
          <AuctionGrid
            auctions={auctions}
            store={store}
            viewer={viewer}
            limited={limited}
            bidding={inFlight}
            onBid={bid}
            onEndReached={onEndReached}
          />
          {isFetchingNextPage && <Status role="status">Loading more auctions…</Status>}
          {query.isFetchNextPageError && (
            <ErrorState message={Messages.auctionListFailed} onRetry={() => void fetchNextPage()} />
          )}
        </>
      )}
    </Page>
  )
}
