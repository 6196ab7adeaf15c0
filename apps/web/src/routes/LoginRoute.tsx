import { listingPath, type Session } from '@gavel/domain'
import { LoginScreen } from '@gavel/ui'
import { useNavigate } from 'react-router'
import { returnTarget } from '../routing/returnTarget'

/** /login: after sign-in, back to the remembered target (same-origin only) or to the user's listing page. */
export const LoginRoute = () => {
  const navigate = useNavigate()
  const onSignedIn = (session: Session) =>
    void navigate(returnTarget.take() ?? listingPath(session.flags, session.preferences), { replace: true })
  return <LoginScreen onSignedIn={onSignedIn} />
}
