import { MarketplaceScreen } from '@gavel/ui'
import { useShellFacts } from '../routing/useShellFacts'

/**
 * /marketplace and /search (marketplace §2, shell §2.2): the listing, driven by its URL. The guard keeps exactly
 * one of the two pages active; the search panel mounts through `searchPanel`.
 */
export const MarketplaceRoute = () => {
  const { limited } = useShellFacts()
  return <MarketplaceScreen limited={limited} />
}
