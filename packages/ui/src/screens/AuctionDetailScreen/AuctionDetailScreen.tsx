import { type AuctionId, isDomainError, messageOf } from '@gavel/domain'
import { Link, useParams } from 'react-router'
import { EmptyState } from '../../primitives/EmptyState'
import { ErrorState } from '../../primitives/ErrorState'
import { Skeleton } from '../../primitives/Skeleton'
import { Spinner } from '../../primitives/Spinner'
import { Page, SkeletonLayout } from './AuctionDetailScreen.styles'
import { LiveAuctionDetail } from './LiveAuctionDetail'
import { parseAuctionId } from './parseAuctionId'
import { useAuctionDetail } from './useAuctionDetail'

export interface AuctionDetailScreenProps {
  /** Defaults to the route parameter `auctionId` (or `id`), as in /auction/:auctionId. */
  readonly auctionId?: AuctionId
  /** Limited users see the auction read-only (ADR 0029). */
  readonly limited?: boolean
  /** Where "not found" leads back to: the user's listing page. */
  readonly listingPath?: string
}

/** Texts the specs leave out for a missing auction. */
export const AuctionNotFoundTexts = {
  title: 'Auction not found',
  body: 'This auction does not exist or is no longer available.',
  back: 'Back to live auctions',
} as const

/** One auction by id (marketplace §7 "Single auction"), live, with the bid panel; loading, error, not found. */
export const AuctionDetailScreen = ({
  auctionId,
  limited = false,
  listingPath = '/marketplace',
}: AuctionDetailScreenProps) => {
  const params = useParams()
  const id = auctionId ?? parseAuctionId(params.auctionId ?? params.id)
  const { query, store, placeBid } = useAuctionDetail(id)
  const notFound = id === null || (isDomainError(query.error) && query.error._tag === 'NotFound')
  return (
    <Page>
      {notFound ? (
        <EmptyState
          title={AuctionNotFoundTexts.title}
          action={<Link to={listingPath}>{AuctionNotFoundTexts.back}</Link>}
        >
          {AuctionNotFoundTexts.body}
        </EmptyState>
      ) : query.isPending ? (
        <SkeletonLayout>
          <Spinner label="Loading auction" />
          <Skeleton height="32px" width="60%" />
          <Skeleton height="320px" radius="lg" />
          <Skeleton height="1em" width="40%" />
        </SkeletonLayout>
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <LiveAuctionDetail auction={query.data} store={store} limited={limited} placeBid={placeBid} />
      )}
    </Page>
  )
}
