import { isDomainError, messageOf } from '@gavel/domain'
import { emailProblem, PasswordReset } from '@gavel/domain/areas/identity'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../primitives/Button'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Aside, Card, Failure, Form, Heading, Lead, Notice, Page } from '../forms/Page.styles'
import { useFieldErrors } from '../forms/useFieldErrors'
import { useSubmitOnce } from '../forms/useSubmitOnce'

export const ForgotPasswordTexts = {
  heading: 'Forgot your password?',
  lead: "Enter the email you sign in with and we'll send you a link to set a new password.",
  submit: 'Send reset link',
  sending: 'Sending…',
  sent: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to set a new password. The link works for one hour.`,
  backToLogin: 'Back to log in',
} as const

/**
 * /forgot (shell §2.2, §7 POST api/passwordreset/request {userName}). The e-mail is checked on blur and on submit;
 * after sending, the page says a link went out without telling whether the account exists (the gateway does not
 * say either). A failure keeps what was typed and shows the gateway's text as text.
 */
export const ForgotPasswordScreen = () => {
  const reset = useService(PasswordReset)
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const { pending, run } = useSubmitOnce()
  const fields = useFieldErrors(['email'] as const, () => emailProblem(email))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!fields.validateAll()) return
    void run(async () => {
      setFailure(null)
      try {
        await reset.request(email.trim())
        setSentTo(email.trim())
      } catch (error) {
        if (!(isDomainError(error) && error._tag === 'RequestCanceled')) setFailure(messageOf(error))
      }
    })
  }

  return (
    <Page>
      <Card>
        <Heading>{ForgotPasswordTexts.heading}</Heading>
        {sentTo === null ? (
          <>
            <Lead>{ForgotPasswordTexts.lead}</Lead>
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
              {failure && <Failure role="alert">{failure}</Failure>}
              <Button type="submit" size="lg" fullWidth loading={pending}>
                {pending ? ForgotPasswordTexts.sending : ForgotPasswordTexts.submit}
              </Button>
            </Form>
          </>
        ) : (
          <Notice role="status">{ForgotPasswordTexts.sent(sentTo)}</Notice>
        )}
        <Aside>
          <Link to="/login">{ForgotPasswordTexts.backToLogin}</Link>
        </Aside>
      </Card>
    </Page>
  )
}
