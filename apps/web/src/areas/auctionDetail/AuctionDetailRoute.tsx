import { AuctionDetailScreen } from '@gavel/ui'
import { useShellFacts } from '../../routing/useShellFacts'

/** /auction/{id}: the id comes from the route parameter. */
export const AuctionDetailRoute = () => {
  const { limited, listingPath } = useShellFacts()
  return <AuctionDetailScreen limited={limited} listingPath={listingPath} />
}
