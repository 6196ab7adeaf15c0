import { DigitalBroadcastScreen } from '@gavel/ui/areas/publicPages'
import { useShellFacts } from '../../routing/useShellFacts'

/** /digital-broadcast: the landing links to the live lane of the user's listing page (/marketplace or /search). */
export const DigitalBroadcastRoute = () => <DigitalBroadcastScreen listingPath={useShellFacts().listingPath} />
