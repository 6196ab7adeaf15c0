import { isDomainError, messageOf } from '@gavel/domain'
import { Registration, RegistrationTexts } from '@gavel/domain/areas/registration'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Aside, Card, Failure, Form, Heading, Lead, Notice, Page } from '../../identity/forms/Page.styles'
import { useSubmitOnce } from '../../identity/forms/useSubmitOnce'
import type { RegistrationDraft } from '../registrationDraft'
import { Choice, Choices, ErrorText } from './RegistrationDealershipsScreen.styles'

export interface RegistrationDealershipsScreenProps {
  readonly draft: RegistrationDraft
}

export const RegistrationDealershipsTexts = {
  heading: 'Choose your dealership',
  lead: 'These dealerships are on your AuctionACCESS account.',
  legend: 'Dealership',
  submit: 'Register',
  registering: 'Registering…',
  done: (email: string) =>
    `You're registered. We've emailed ${email} a link to set your password; your dealership confirms your access.`,
  back: 'Back to your details',
  logIn: 'Go to log in',
} as const

/**
 * /registration-dealerships (shell §2.2, §7 api/user/saga with organizationExternalId; docs/adr/0026): picks one
 * dealership of the auction-access account and registers. Submit is disabled while sending and sends once; a
 * refusal shows the gateway's text as text and keeps the choice.
 */
export const RegistrationDealershipsScreen = ({ draft }: RegistrationDealershipsScreenProps) => {
  const registration = useService(Registration)
  const errorId = useId()
  const organizations = draft.account.organizations
  const [chosen, setChosen] = useState<string | null>(
    organizations.length === 1 ? (organizations[0]?.externalId ?? null) : null,
  )
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const { pending, run } = useSubmitOnce()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (chosen === null) return setMissing(true)
    void run(async () => {
      setFailure(null)
      try {
        await registration.register({ ...draft, organizationExternalId: chosen })
        setDone(true)
      } catch (error) {
        if (!(isDomainError(error) && error._tag === 'RequestCanceled')) setFailure(messageOf(error))
      }
    })
  }

  if (done) {
    return (
      <Page>
        <Card>
          <Heading>{RegistrationDealershipsTexts.heading}</Heading>
          <Notice role="status">{RegistrationDealershipsTexts.done(draft.email)}</Notice>
          <Aside>
            <Link to="/login">{RegistrationDealershipsTexts.logIn}</Link>
          </Aside>
        </Card>
      </Page>
    )
  }

  return (
    <Page>
      <Card>
        <Heading>{RegistrationDealershipsTexts.heading}</Heading>
        <Lead>{RegistrationDealershipsTexts.lead}</Lead>
        <Form onSubmit={submit} aria-busy={pending} noValidate>
          <Choices aria-describedby={missing ? errorId : undefined} disabled={pending}>
            <legend>{RegistrationDealershipsTexts.legend}</legend>
            {organizations.map((org) => (
              <Choice key={org.externalId}>
                <input
                  type="radio"
                  name="dealership"
                  value={org.externalId}
                  checked={chosen === org.externalId}
                  onChange={() => {
                    setChosen(org.externalId)
                    setMissing(false)
                  }}
                  onBlur={() => setMissing(chosen === null)}
                />
                <span>
                  {org.name}
                  {(org.city || org.state) && <small>{[org.city, org.state].filter(Boolean).join(', ')}</small>}
                </span>
              </Choice>
            ))}
            {missing && (
              <ErrorText id={errorId} role="alert">
                {RegistrationTexts.dealershipMissing}
              </ErrorText>
            )}
          </Choices>
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? RegistrationDealershipsTexts.registering : RegistrationDealershipsTexts.submit}
          </Button>
        </Form>
        <Aside>
          <Link to="/registration-form">{RegistrationDealershipsTexts.back}</Link>
        </Aside>
      </Card>
    </Page>
  )
}
