import { MarketplaceScreen } from '@gavel/ui'
import { useShellFacts } from '../routing/useShellFacts'

/** /marketplace and /search: the live lane for this slice (filters and the other lanes come with issue 5). */
export const MarketplaceRoute = () => {
  const { limited } = useShellFacts()
  return <MarketplaceScreen limited={limited} />
}
