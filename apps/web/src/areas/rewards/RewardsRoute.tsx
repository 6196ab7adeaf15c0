import { RewardsScreen } from '@gavel/ui/areas/rewards'
import { useShellFacts } from '../../routing/useShellFacts'

/** /rewards: the denied dialog sends the dealer back to their listing page. */
export const RewardsRoute = () => <RewardsScreen listingPath={useShellFacts().listingPath} />
