import { isLimited, listingPath, lockedToOutstanding, OutstandingCheck } from '@gavel/domain'
import { useService, useSession } from '@gavel/ui'
import { useSyncExternalStore } from 'react'

/**
 * What the shell needs from the session: the listing page, whether the user is limited, and whether all navigation
 * is hidden because the user has outstanding auctions to finalize (shell §2.1, §4.1).
 */
export const useShellFacts = () => {
  const session = useSession()
  const outstanding = useService(OutstandingCheck)
  const auctions = useSyncExternalStore(outstanding.subscribe, outstanding.current, outstanding.current)
  return {
    listingPath: session ? listingPath(session.flags, session.preferences) : '/marketplace',
    limited: session ? isLimited(session.user) : false,
    hideNavigation: lockedToOutstanding(session, auctions),
  }
}
