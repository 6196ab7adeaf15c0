import { type Session, SessionControl } from '@gavel/domain'
import { useEffect, useRef } from 'react'
import { Spinner } from '../../../primitives/Spinner'
import { useService } from '../../../services/ServicesProvider'
import { Card, Heading, Lead, Page } from '../forms/Page.styles'

export interface SsoRedirectScreenProps {
  /** The single-sign-on token the route read (and removed from the address bar); null when none came. */
  readonly token: string | null
  readonly onSignedIn: (session: Session) => void
  readonly onFailed: () => void
}

export const SsoTexts = {
  signingIn: 'Signing you in…',
  errorHeading: "We couldn't sign you in",
  errorBody: 'Your single sign-on link is invalid or has already been used. Log in with your email and password.',
  logIn: 'Go to log in',
} as const

/**
 * /sso-redirect (shell §2.2, §4.2, §7 POST api/sso {token}): signs in with the token once (a second effect run
 * does not spend it again), then hands the session up; no token or a refused one goes to the SSO error page.
 */
export const SsoRedirectScreen = ({ token, onSignedIn, onFailed }: SsoRedirectScreenProps) => {
  const session = useService(SessionControl)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (token === null) return onFailed()
    session.signInWithSso(token).then(onSignedIn, onFailed)
  }, [session, token, onSignedIn, onFailed])
  return (
    <Page>
      <Card aria-busy="true">
        <Heading>{SsoTexts.signingIn}</Heading>
        <Lead>
          <Spinner label={SsoTexts.signingIn} />
        </Lead>
      </Card>
    </Page>
  )
}
