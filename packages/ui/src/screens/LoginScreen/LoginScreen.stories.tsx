import { InvalidCredentials, Messages, RequestCanceled } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { aSession, createFakeSession } from '../../../../../.storybook/fakes'
import { LoginScreen, LoginTexts } from './LoginScreen'

const signedOut = (options: Omit<Parameters<typeof createFakeSession>[0], 'initial'> = {}) => ({
  session: null,
  services: () => ({ session: createFakeSession({ initial: null, signInAs: aSession(), ...options }) }),
})

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  parameters: signedOut(),
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

const fillIn = async (canvasElement: HTMLElement, submitWith: 'click' | 'enter' = 'enter') => {
  const screen = within(canvasElement)
  await userEvent.type(screen.getByLabelText('Email'), 'dana@lakeside.example')
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse')
  if (submitWith === 'enter') await userEvent.keyboard('{Enter}')
  else await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
  return screen
}

export const SignsInWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement)
    await expect(await screen.findByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy')
    await expect(args.onSignedIn).toHaveBeenCalledOnce()
    await expect(args.onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ user: aSession().user }))
  },
}

export const SigningIn: Story = {
  parameters: signedOut({ signInDelayMs: 'forever' }),
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement, 'click')
    await expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true')
    await expect(screen.getByLabelText('Email')).toHaveAttribute('readonly')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const WrongPassword: Story = {
  parameters: signedOut({ signInError: new InvalidCredentials({ message: Messages.invalidCredentials }) }),
  play: async ({ canvasElement, args }) => {
    const screen = await fillIn(canvasElement)
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCredentials)
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const ServiceDown: Story = {
  parameters: signedOut({ signInError: new Error('socket hang up') }),
  play: async ({ canvasElement }) => {
    const screen = await fillIn(canvasElement)
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.defaultApiError)
  },
}

export const CanceledIsSilent: Story = {
  parameters: signedOut({ signInError: RequestCanceled.make() }),
  play: async ({ canvasElement }) => {
    const screen = await fillIn(canvasElement)
    await expect(await screen.findByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy')
    await expect(screen.queryByRole('alert')).toBeNull()
  },
}

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement)
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
    await expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(LoginTexts.emailMissing)
    await expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(LoginTexts.passwordMissing)
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
