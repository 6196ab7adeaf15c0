import { OutstandingScreen } from '@gavel/ui'

/** /auctions/outstanding (shell §2.2, §4.1): the won auctions the user must finalize before anything else. */
export const OutstandingRoute = () => <OutstandingScreen />
