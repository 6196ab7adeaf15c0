import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { SsoErrorScreen } from './SsoErrorScreen'
import { SsoRedirectScreen, SsoTexts } from './SsoRedirectScreen'

/** Signed out, against the sandbox: every persona has a single-use SSO token `sandbox-sso-{persona}`. */
const meta = {
  title: 'Identity/SsoRedirectScreen',
  component: SsoRedirectScreen,
  args: { token: 'sandbox-sso-buyer', onSignedIn: fn(), onFailed: fn() },
  parameters: { sandbox: {}, route: { path: '/sso-redirect', at: '/sso-redirect' } },
} satisfies Meta<typeof SsoRedirectScreen>
export default meta
type Story = StoryObj<typeof meta>

export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: SsoTexts.signingIn })).toBeVisible()
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ email: 'buyer@gavel.test' }) }),
    )
  },
}

export const RefusedToken: Story = {
  args: { token: 'not-a-token' },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledOnce())
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const NoToken: Story = {
  args: { token: null },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onFailed).toHaveBeenCalledOnce())
  },
}

export const ErrorPage: Story = {
  render: () => <SsoErrorScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('alert')).toHaveTextContent(SsoTexts.errorBody)
    await expect(page.getByRole('link', { name: SsoTexts.logIn })).toHaveAttribute('href', '/login')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
