import { isDomainError, messageOf } from '@gavel/domain'
import { emailProblem } from '@gavel/domain/areas/identity'
import {
  auctionAccessIdProblem,
  blockingIssues,
  phoneDigits,
  phoneProblem,
  Registration,
  RegistrationTexts,
  requiredName,
} from '@gavel/domain/areas/registration'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Card, Failure, Form, Heading, Lead, Page } from '../../identity/forms/Page.styles'
import { useFieldErrors } from '../../identity/forms/useFieldErrors'
import { useSubmitOnce } from '../../identity/forms/useSubmitOnce'
import type { RegistrationDraft } from '../registrationDraft'

export interface RegistrationFormScreenProps {
  /** What was typed before (Back from the dealerships step), if any. */
  readonly initial?: RegistrationDraft | null
  readonly onContinue: (draft: RegistrationDraft) => void
}

export const RegistrationFormTexts = {
  heading: 'Tell us about you',
  lead: 'We find your dealerships through your AuctionACCESS account.',
  submit: 'Continue',
  checking: 'Checking…',
  blocked: 'Your AuctionACCESS account has an issue to fix before you register:',
} as const

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'auctionAccessId'

/**
 * /registration-form (shell §2.2, docs/adr/0026): who the registrant is and their AuctionACCESS number. Fields are
 * checked on blur and on submit; a taken e-mail is found on blur (api/user/exists); Continue looks the account up
 * and goes on only when it exists and has no blocking issue. Refusals keep what was typed; server texts are text.
 */
export const RegistrationFormScreen = ({ initial = null, onContinue }: RegistrationFormScreenProps) => {
  const registration = useService(Registration)
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    email: initial?.email ?? '',
    phone: initial?.phone ?? '',
    auctionAccessId: initial?.auctionAccessId ?? '',
  })
  const [takenEmail, setTakenEmail] = useState<string | null>(null)
  const [failure, setFailure] = useState<readonly string[] | null>(null)
  const { pending, run } = useSubmitOnce()
  const check = (field: Field): string | null => {
    const v = values[field]
    switch (field) {
      case 'firstName':
        return requiredName(v, RegistrationTexts.firstNameMissing)
      case 'lastName':
        return requiredName(v, RegistrationTexts.lastNameMissing)
      case 'email':
        return (
          emailProblem(v) ??
          (takenEmail !== null && takenEmail === v.trim().toLowerCase() ? RegistrationTexts.emailTaken : null)
        )
      case 'phone':
        return phoneProblem(v)
      case 'auctionAccessId':
        return auctionAccessIdProblem(v)
    }
  }
  const fields = useFieldErrors<Field>(['firstName', 'lastName', 'email', 'phone', 'auctionAccessId'], check)
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }))

  const isTaken = async (email: string): Promise<boolean> => {
    const taken = await registration.emailTaken(email)
    setTakenEmail(taken ? email.trim().toLowerCase() : null)
    return taken
  }
  const blurEmail = () => {
    fields.blur('email')
    if (emailProblem(values.email) === null) isTaken(values.email).catch(() => {})
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!fields.validateAll()) return
    void run(async () => {
      setFailure(null)
      try {
        if (await isTaken(values.email)) return
        const account = await registration.findAccount({
          auctionAccessId: values.auctionAccessId,
          lastName: values.lastName,
        })
        if (account === null) return setFailure([RegistrationTexts.accountNotFound])
        const blocking = blockingIssues(account)
        if (blocking.length > 0) return setFailure([RegistrationFormTexts.blocked, ...blocking])
        onContinue({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: phoneDigits(values.phone),
          auctionAccessId: values.auctionAccessId.trim(),
          account,
        })
      } catch (error) {
        if (!(isDomainError(error) && error._tag === 'RequestCanceled')) setFailure([messageOf(error)])
      }
    })
  }

  const field = (name: Field, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={set(name)}
      onBlur={name === 'email' ? blurEmail : () => fields.blur(name)}
      error={fields.errorOf(name)}
      readOnly={pending}
      {...extra}
    />
  )

  return (
    <Page>
      <Card>
        <Heading>{RegistrationFormTexts.heading}</Heading>
        <Lead>{RegistrationFormTexts.lead}</Lead>
        <Form onSubmit={submit} aria-busy={pending} noValidate>
          {field('firstName', 'First name', { autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { autoComplete: 'family-name' })}
          {field('email', 'Work email', { type: 'email', autoComplete: 'email' })}
          {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {field('auctionAccessId', 'AuctionACCESS number', { inputMode: 'numeric' })}
          {failure && (
            <Failure role="alert">
              {failure.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </Failure>
          )}
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? RegistrationFormTexts.checking : RegistrationFormTexts.submit}
          </Button>
        </Form>
      </Card>
    </Page>
  )
}
