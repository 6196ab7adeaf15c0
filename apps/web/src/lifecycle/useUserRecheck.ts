import { ErrorReporting, Identity, recheckUser, SessionControl, USER_RECHECK_MS } from '@gavel/domain'
import { useService, useToast } from '@gavel/ui'
import { useEffect } from 'react'

/**
 * User data is rechecked every 14 minutes (shell §4.2); a limited dealer turned active gets the toast
 * 'Your dealer has been activated!' (shell §4.6). A failed recheck is reported and tried again next time.
 */
export const useUserRecheck = (userId: number | null): void => {
  const identity = useService(Identity)
  const session = useService(SessionControl)
  const errors = useService(ErrorReporting)
  const toast = useToast()
  useEffect(() => {
    if (userId === null) return
    const timer = setInterval(() => {
      recheckUser({ identity, session }).then(
        (text) => {
          if (text !== null) toast.show('success', text)
        },
        (error: unknown) => errors.report(error, { area: 'user-recheck' }),
      )
    }, USER_RECHECK_MS)
    return () => clearInterval(timer)
  }, [identity, session, errors, toast, userId])
}
