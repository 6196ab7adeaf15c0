import { Link } from 'react-router'
import { Aside, Card, Failure, Heading, Page } from '../forms/Page.styles'
import { SsoTexts } from './SsoRedirectScreen'

/** /sso-redirect/sso-error (shell §2.2): the SSO sign-in failed; the way on is the ordinary log in. */
export const SsoErrorScreen = () => (
  <Page>
    <Card>
      <Heading>{SsoTexts.errorHeading}</Heading>
      <Failure role="alert">{SsoTexts.errorBody}</Failure>
      <Aside>
        <Link to="/login">{SsoTexts.logIn}</Link>
      </Aside>
    </Card>
  </Page>
)
