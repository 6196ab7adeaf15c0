import { ListingSearchPanel, MarketplaceScreen } from '@gavel/ui/listing'
import { useLocation } from 'react-router'
import { useShellFacts } from '../routing/useShellFacts'

/**
 * /marketplace and /search (marketplace §2, shell §2.2): the listing, driven by its URL, with the search panel
 * (search box, filter flyout, saved searches). The guard keeps exactly one of the two pages active; on /search an
 * empty query becomes lane live plus the user's applied saved searches.
 */
export const MarketplaceRoute = () => {
  const { limited } = useShellFacts()
  const { pathname } = useLocation()
  return (
    <MarketplaceScreen
      limited={limited}
      searchPanel={<ListingSearchPanel searchDefaults={pathname.startsWith('/search')} />}
    />
  )
}
