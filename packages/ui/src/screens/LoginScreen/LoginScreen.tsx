import { loginErrors, type Session, SessionControl } from '@gavel/domain'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../primitives/Button'
import { PasswordField } from '../../primitives/PasswordField'
import { TextField } from '../../primitives/TextField'
import { useService } from '../../services/ServicesProvider'
import { Aside, Card, Errors, Form, Heading, Page } from './LoginScreen.styles'

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
 * Sign in with email and password through SessionControl (shell §7 Identity). A failed sign-in sets the errors
 * list (`loginErrors`: the server's text as text, 'Could not authenticate' without one, never the password,
 * nothing for a canceled request), cleared when the next attempt starts; the submit button shows progress while
 * signing in, and a double click signs in once. Missing fields are said on blur and on submit. Enter submits.
 */
export const LoginScreen = ({ onSignedIn }: LoginScreenProps) => {
  const session = useService(SessionControl)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  // A field says it is missing once it was left empty or the form was submitted, and follows the typing after.
  const [touched, setTouched] = useState<{ email: boolean; password: boolean }>({ email: false, password: false })
  const [pending, setPending] = useState(false)
  const inFlight = useRef(false)
  const [errors, setErrors] = useState<readonly string[]>([])
  const missing = { email: touched.email && email.trim() === '', password: touched.password && password === '' }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // A ref, not state: a double click submits twice before React re-renders, and must sign in once.
    if (inFlight.current) return
    setErrors([])
    setTouched({ email: true, password: true })
    if (email.trim() === '' || password === '') return
    inFlight.current = true
    setPending(true)
    try {
      onSignedIn(await session.signIn({ email: email.trim(), password }))
    } catch (err) {
      setErrors(loginErrors(err, password))
    } finally {
      inFlight.current = false
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
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            error={missing.email ? LoginTexts.emailMissing : null}
            readOnly={pending}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={missing.password ? LoginTexts.passwordMissing : null}
            readOnly={pending}
          />
          {errors.length > 0 && (
            <Errors role="alert" aria-label="Login errors">
              <ul>
                {errors.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Errors>
          )}
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
