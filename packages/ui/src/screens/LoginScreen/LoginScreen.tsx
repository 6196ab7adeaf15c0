import { isDomainError, messageOf, type Session, SessionControl } from '@gavel/domain'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { Aside, Card, Failure, Form, Heading, Page } from './LoginScreen.styles'

export interface LoginScreenProps {
  /** Called once signed in; the app navigates (return target or listing, ADR 0029). */
  readonly onSignedIn: (session: Session) => void
}

/** Field texts the specs leave out ("Other form validations: not shown"). */
export const LoginTexts = {
  emailMissing: 'Enter your email.',
  passwordMissing: 'Enter your password.',
  forgot: 'Forgot your password?',
  noAccount: 'New to Gavel?',
  register: 'Register now',
} as const

/**
 * Sign in with email and password through SessionControl (shell §7 Identity). Shows the failure's text, or
 * nothing for a canceled request; the submit button shows progress while signing in. Enter submits.
 */
export const LoginScreen = ({ onSignedIn }: LoginScreenProps) => {
  const session = useService(SessionControl)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false })
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const gaps = { email: email.trim() === '', password: password === '' }
    setMissing(gaps)
    if (gaps.email || gaps.password) return
    setPending(true)
    setFailure(null)
    try {
      onSignedIn(await session.signIn({ email: email.trim(), password }))
    } catch (err) {
      if (!(isDomainError(err) && err._tag === 'RequestCanceled')) setFailure(messageOf(err))
    } finally {
      setPending(false)
    }
  }

  return (
    <Page>
      <Card>
        <Heading>Log in</Heading>
        <Form onSubmit={submit} aria-busy={pending} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={missing.email ? LoginTexts.emailMissing : null}
            readOnly={pending}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={missing.password ? LoginTexts.passwordMissing : null}
            readOnly={pending}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {pending ? 'Logging in…' : 'Log in'}
          </Button>
        </Form>
        <Aside>
          <Link to="/forgot">{LoginTexts.forgot}</Link>
          <span>
            {LoginTexts.noAccount} <Link to="/registration">{LoginTexts.register}</Link>
          </span>
        </Aside>
      </Card>
    </Page>
  )
}
