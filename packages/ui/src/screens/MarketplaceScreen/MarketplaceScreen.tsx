import {
  AuctionListing,
  chooseLane,
  chooseSort,
  chooseState,
  laneKey,
  selectedLane,
  showDirectory,
} from '@gavel/domain'
import { lazy, type ReactNode, Suspense } from 'react'
import { EventsDirectory } from '../../components/EventsDirectory'
import { LaneTabs } from '../../components/LaneTabs'
import { ListingControls } from '../../components/ListingControls'
import { Spinner } from '../../primitives/Spinner'
import { useCachedQuery } from '../../services/query/useCachedQuery'
import { WithQueryCache } from '../../services/query/WithQueryCache'
import { queryKeys } from '../../services/queryKeys'
import { useService } from '../../services/ServicesProvider'
import { ListingResults } from './ListingResults'
import { Heading, Page } from './MarketplaceScreen.styles'
import { DIRECTORY_TAB, useLaneTabs } from './useLaneTabs'
import { useListingParams } from './useListingParams'
import { useListingRequest } from './useListingRequest'

export { LISTING_PAGE_SIZE } from './useListingRequest'

/** The run list polls through TanStack Query: its code loads with it, when the Run List lane is opened (ADR 0046). */
const RunListView = lazy(async () => ({ default: (await import('./RunListView')).RunListView }))
const runListLoading = <Spinner label="Loading the run list" />

export interface MarketplaceScreenProps {
  /** Limited users browse read-only: every Bid button says why (ADR 0029). */
  readonly limited?: boolean
  /** The search box, filter flyout and saved searches, rendered above the lanes; they share the URL's params. */
  readonly searchPanel?: ReactNode
}

/**
 * Marketplace and Search (marketplace §2, shell §2.2). The URL is the one source of truth: l lanes, p state,
 * o sort, s saved searches, f quick filters, d=directory; every control writes it, so a shared URL reopens the
 * same view. Lane tabs with counts, the state and sort controls, the events directory, the watchlist, the run list
 * and the auctions of the chosen lane.
 */
export const MarketplaceScreen = ({ limited = false, searchPanel }: MarketplaceScreenProps) => {
  const listing = useService(AuctionListing)
  const { params, urlFor, go } = useListingParams()
  const request = useListingRequest(params)
  const { tabs, events, eventCounts, lanesLoading } = useLaneTabs(params)
  const states = useCachedQuery({
    queryKey: queryKeys.listingStates,
    queryFn: () => listing.statesAndSorts(),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const lane = params.directory ? DIRECTORY_TAB : selectedLane(params)
  const laneName = tabs.find((t) => t.key === lane)?.label ?? 'this lane'
  const hrefFor = (key: string) => urlFor(key === DIRECTORY_TAB ? showDirectory(params, true) : chooseLane(params, key))
  const collection = request.source.kind === 'watchlist' || request.source.kind === 'run_list'

  return (
    <Page>
      <Heading data-tour="listing-heading">{params.directory ? 'Events Directory' : 'Live Auctions'}</Heading>
      {searchPanel}
      <LaneTabs tabs={tabs} selected={lane} hrefFor={hrefFor} />
      {params.directory ? (
        lanesLoading ? (
          <Spinner label="Loading events" />
        ) : (
          <EventsDirectory
            events={events}
            counts={eventCounts}
            hrefFor={(event) => urlFor(chooseLane(params, laneKey('event', event.id)))}
          />
        )
      ) : (
        <>
          {!collection && states.data && (
            <ListingControls
              states={states.data}
              state={params.state}
              sort={request.sort}
              onStateChange={(state) => go((current) => chooseState(current, state))}
              onSortChange={(sort) => go((current) => chooseSort(current, sort))}
            />
          )}
          {request.source.kind === 'run_list' ? (
            <WithQueryCache load placeholder={runListLoading}>
              <Suspense fallback={runListLoading}>
                <RunListView />
              </Suspense>
            </WithQueryCache>
          ) : (
            <ListingResults key={JSON.stringify(request)} request={request} laneName={laneName} limited={limited} />
          )}
        </>
      )}
    </Page>
  )
}
