import { ssoTokenFrom } from '@gavel/domain/areas/identity'
import { SsoRedirectScreen } from '@gavel/ui/areas/identity'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { returnTarget } from '../../routing/returnTarget'

/**
 * /sso-redirect (shell §2.2): the token comes from the fragment (or the query of older links) and leaves the
 * address bar at once; signed in, the dealer goes to the remembered target or, as a signed-in visitor of this route
 * does (the guard), to /myacv/request-inspection/new; a failure goes to /sso-redirect/sso-error.
 */
const SSO_LANDING = '/myacv/request-inspection/new'

export const SsoRedirectRoute = () => {
  const navigate = useNavigate()
  const [token] = useState(() => {
    const found = ssoTokenFrom(window.location.search, window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname)
    return found
  })
  const onSignedIn = useCallback(() => void navigate(returnTarget.take() ?? SSO_LANDING, { replace: true }), [navigate])
  const onFailed = useCallback(() => void navigate('/sso-redirect/sso-error', { replace: true }), [navigate])
  return <SsoRedirectScreen token={token} onSignedIn={onSignedIn} onFailed={onFailed} />
}
