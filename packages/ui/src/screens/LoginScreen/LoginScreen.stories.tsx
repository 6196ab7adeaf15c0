import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { LoginScreen, LoginTexts } from './LoginScreen'

/** Signed out, against the sandbox (STYLE rule 15): sign-in goes through the real SessionControl and SDK. */
const signedOut = (options: SandboxParameters = {}) => ({ sandbox: options })

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  parameters: signedOut(),
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

const fillIn = async (
  canvasElement: HTMLElement,
  { password = 'gavel-sandbox', submitWith = 'enter' }: { password?: string; submitWith?: 'click' | 'enter' } = {},
) => {
  const screen = within(canvasElement)
  await userEvent.type(screen.getByLabelText('Email'), 'buyer@gavel.test')
  await userEvent.type(screen.getByLabelText('Password'), password)
  if (submitWith === 'enter') await userEvent.keyboard('{Enter}')
  else await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  return screen
}

/** buyer@gavel.test signs in with the sandbox password; the screen hands the session up. */
export const SignsInWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement)
    await expect(await screen.findByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy')
    await expect(args.onSignedIn).toHaveBeenCalledOnce()
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ email: 'buyer@gavel.test' }) }),
    )
  },
}

export const SigningIn: Story = {
  parameters: signedOut({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement, { submitWith: 'click' })
    await expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true')
    await expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/**
 * The sandbox refuses a wrong password: the errors list says so as text, never repeating the password, what was
 * typed stays (Show reveals it), and nobody is signed in.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement, { password: 'not-the-password' })
    const errors = await screen.findByRole('alert', { name: 'Login errors' })
    await expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([Messages.invalidCredentials])
    await expect(errors).not.toHaveTextContent('not-the-password')
    await expect(screen.getByLabelText('Email')).toHaveValue('buyer@gavel.test')
    await expect(screen.getByLabelText('Password')).toHaveValue('not-the-password')
    // Show/hide: the dealer can check what they typed.
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    await expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text')
    await expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** The next attempt clears the list at once; the right password then signs in. */
export const ErrorsClearedOnNextAttempt: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement, { password: 'wrong-password' })
    await screen.findByRole('alert', { name: 'Login errors' })
    await userEvent.clear(screen.getByLabelText('Password'))
    await userEvent.type(screen.getByLabelText('Password'), 'gavel-sandbox')
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await expect(screen.queryByRole('alert', { name: 'Login errors' })).toBeNull()
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
  },
}

/** The gateway refuses with a text of its own (easy-pass detail): it is listed as the server wrote it. */
export const ServerRefuses: Story = {
  parameters: signedOut({ failures: [{ callFails: { path: '*/api/legacylogin/v2', status: 429, method: 'post' } }] }),
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement, { submitWith: 'click' })
    await expect(await screen.findByRole('alert', { name: 'Login errors' })).toHaveTextContent(
      'The sandbox failed this call (429).',
    )
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** Missing fields are said when left empty (blur) and on submit; nothing is sent. */
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement)
    await userEvent.click(screen.getByLabelText('Email'))
    await userEvent.tab()
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(LoginTexts.emailMissing)
    await expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(LoginTexts.passwordMissing)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(LoginTexts.passwordMissing)
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** A double click on Log in signs in once. */
export const DoubleClickSignsInOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement)
    await userEvent.type(screen.getByLabelText('Email'), 'buyer@gavel.test')
    await userEvent.type(screen.getByLabelText('Password'), 'gavel-sandbox')
    await userEvent.dblClick(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(args.onSignedIn).toHaveBeenCalledOnce()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
