import { LazyPart, WithQueryCache } from '@gavel/ui'
import { ListingSearchPanelPlaceholder, MarketplaceScreen } from '@gavel/ui/listing'
import { lazy } from 'react'
import { useLocation } from 'react-router'
import { useShellFacts } from '../routing/useShellFacts'

/**
 * The search panel and its queries load after the first card (docs/adr/0046); a static shape holds its place. If the
 * panel's code cannot be downloaded the shape goes (it would look like loading for ever), the listing stays and a
 * toast says so.
 */
const ListingSearchPanel = lazy(async () => ({ default: (await import('@gavel/ui/listingSearch')).ListingSearchPanel }))
const placeholder = <ListingSearchPanelPlaceholder />

/**
 * /marketplace and /search (marketplace §2, shell §2.2): the listing, driven by its URL, with the search panel
 * (search box, filter flyout, saved searches). The guard keeps exactly one of the two pages active; on /search an
 * empty query becomes lane live plus the user's applied saved searches, so there the panel (which writes them)
 * loads at once.
 */
export const MarketplaceRoute = () => {
  const { limited } = useShellFacts()
  const { pathname } = useLocation()
  const onSearch = pathname.startsWith('/search')
  return (
    <MarketplaceScreen
      limited={limited}
      searchPanel={
        <WithQueryCache load={onSearch} placeholder={placeholder}>
          <LazyPart placeholder={placeholder} failed={null}>
            <ListingSearchPanel searchDefaults={onSearch} />
          </LazyPart>
        </WithQueryCache>
      }
    />
  )
}
