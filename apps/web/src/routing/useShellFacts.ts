import { isLimited, listingPath } from '@gavel/domain'
import { useSession } from '@gavel/ui'

/** What the shell needs from the session: the listing page and whether the user is limited. */
export const useShellFacts = () => {
  const session = useSession()
  return {
    listingPath: session ? listingPath(session.flags, session.preferences) : '/marketplace',
    limited: session ? isLimited(session.user) : false,
  }
}
