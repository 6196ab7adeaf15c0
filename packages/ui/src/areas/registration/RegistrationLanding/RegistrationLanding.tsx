import { Link } from 'react-router'
import { Aside, Card, Heading, Lead, Page } from '../../identity/forms/Page.styles'
import { Start, Steps } from './RegistrationLanding.styles'

export const RegistrationLandingTexts = {
  heading: 'Register with Gavel',
  lead: 'Buy and sell wholesale vehicles with dealers across the country. Registration takes about two minutes.',
  needs: 'You will need:',
  start: 'Start registration',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
} as const

/** /registration (shell §2.2; /auction-access and /register redirect here): what registering takes, and the start. */
export const RegistrationLanding = () => (
  <Page>
    <Card>
      <Heading>{RegistrationLandingTexts.heading}</Heading>
      <Lead>{RegistrationLandingTexts.lead}</Lead>
      <p>{RegistrationLandingTexts.needs}</p>
      <Steps>
        <li>Your AuctionACCESS number and the last name on that account</li>
        <li>Your work email and phone number</li>
        <li>The dealership you buy or sell for, listed on your AuctionACCESS account</li>
      </Steps>
      <Start to="/registration-form">{RegistrationLandingTexts.start}</Start>
      <Aside>
        {RegistrationLandingTexts.haveAccount} <Link to="/login">{RegistrationLandingTexts.logIn}</Link>
      </Aside>
    </Card>
  </Page>
)
