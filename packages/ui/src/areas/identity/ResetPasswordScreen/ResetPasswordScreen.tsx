import { isDomainError, messageOf } from '@gavel/domain'
import {
  confirmationProblem,
  emailProblem,
  PasswordReset,
  PasswordTexts,
  passwordProblem,
} from '@gavel/domain/areas/identity'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../primitives/Button'
import { PasswordField } from '../../../primitives/PasswordField'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Aside, Card, Failure, Form, Heading, Lead, Notice, Page } from '../forms/Page.styles'
import { Rules } from '../forms/PasswordRules.styles'
import { useFieldErrors } from '../forms/useFieldErrors'
import { useSubmitOnce } from '../forms/useSubmitOnce'

export interface ResetPasswordScreenProps {
  /** The reset token of the e-mailed link (the route sends a visit without one to /login). */
  readonly token: string
}

export const ResetPasswordTexts = {
  heading: 'Set a new password',
  lead: 'Enter your email and choose a new password.',
  rulesTitle: 'Your new password needs:',
  submit: 'Save new password',
  saving: 'Saving…',
  done: 'Your password is changed. Log in with your new password.',
  logIn: 'Log in',
  requestAnother: 'Request a new link',
} as const

type Field = 'email' | 'password' | 'confirmation'

/**
 * /password?token= (shell §2.2, §5, §7 POST api/passwordreset). The password rules (ADR 0029) are listed before
 * the dealer types; fields are checked on blur and on submit; a refusal shows the gateway's text and keeps every
 * field as typed; no text ever repeats the password.
 */
export const ResetPasswordScreen = ({ token }: ResetPasswordScreenProps) => {
  const reset = useService(PasswordReset)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { pending, run } = useSubmitOnce()
  const fields = useFieldErrors<Field>(['email', 'password', 'confirmation'], (field) => {
    if (field === 'email') return emailProblem(email)
    if (field === 'password') return passwordProblem(password, email)
    return confirmationProblem(password, confirmation)
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!fields.validateAll()) return
    void run(async () => {
      setFailure(null)
      try {
        await reset.reset({ email: email.trim(), token, newPassword: password })
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
          <Heading>{ResetPasswordTexts.heading}</Heading>
          <Notice role="status">{ResetPasswordTexts.done}</Notice>
          <Aside>
            <Link to="/login">{ResetPasswordTexts.logIn}</Link>
          </Aside>
        </Card>
      </Page>
    )
  }

  return (
    <Page>
      <Card>
        <Heading>{ResetPasswordTexts.heading}</Heading>
        <Lead>{ResetPasswordTexts.lead}</Lead>
        <Form onSubmit={submit} aria-busy={pending} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => fields.blur('email')}
            error={fields.errorOf('email')}
            readOnly={pending}
          />
          <div>
            <p>{ResetPasswordTexts.rulesTitle}</p>
            <Rules>
              <li>{PasswordTexts.ruleLength}</li>
              <li>{PasswordTexts.ruleName}</li>
            </Rules>
          </div>
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => fields.blur('password')}
            error={fields.errorOf('password')}
            readOnly={pending}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            onBlur={() => fields.blur('confirmation')}
            error={fields.errorOf('confirmation')}
            readOnly={pending}
          />
          {failure && (
            <Failure role="alert">
              {failure} <Link to="/forgot">{ResetPasswordTexts.requestAnother}</Link>
            </Failure>
          )}
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? ResetPasswordTexts.saving : ResetPasswordTexts.submit}
          </Button>
        </Form>
      </Card>
    </Page>
  )
}
