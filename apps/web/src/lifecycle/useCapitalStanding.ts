import { CapitalStandingSource, ErrorReporting, loadCapitalStanding, SessionControl } from '@gavel/domain'
import { useService } from '@gavel/ui'
import { useEffect } from 'react'

/**
 * The capital standing loads when a user signs in or the app starts signed in (not on /logout) and goes on the
 * session's user, so the header shows Capital "only if the capital menu is shown" (shell §2.1, §6). A failure is
 * reported, never shown: the menu stays hidden.
 */
export const useCapitalStanding = (userId: number | null, onLogout: boolean): void => {
  const source = useService(CapitalStandingSource)
  const session = useService(SessionControl)
  const errors = useService(ErrorReporting)
  useEffect(() => {
    if (userId === null || onLogout) return
    loadCapitalStanding({ source, session }).catch((error: unknown) =>
      errors.report(error, { area: 'capital-standing' }),
    )
  }, [source, session, errors, userId, onLogout])
}
