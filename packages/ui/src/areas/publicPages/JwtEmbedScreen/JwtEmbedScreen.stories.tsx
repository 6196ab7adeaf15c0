import { JwtEmbedTexts } from '@gavel/domain/areas/publicPages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { JwtEmbedScreen } from './JwtEmbedScreen'

const PARENT = window.location.origin

/** Signed out, against the sandbox: the embed signs in with a persona's single-use SSO token. */
const meta = {
  title: 'PublicPages/JwtEmbedScreen',
  component: JwtEmbedScreen,
  args: { plan: { kind: 'sign-in', token: 'sandbox-sso-buyer', to: '/myacv/saved' }, onSignedIn: fn() },
  parameters: { sandbox: {}, route: { path: '/jwt-embed', at: '/jwt-embed' } },
} satisfies Meta<typeof JwtEmbedScreen>
export default meta
type Story = StoryObj<typeof meta>

export const SignsInAndGoes: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/myacv/saved'))
  },
}

export const UnknownTarget: Story = {
  args: { plan: { kind: 'refuse', reason: JwtEmbedTexts.unknownTarget } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(JwtEmbedTexts.unknownTarget)
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const RefusedToken: Story = {
  args: { plan: { kind: 'sign-in', token: 'not-a-token', to: '/myacv/saved' } },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(JwtEmbedTexts.refusedToken)
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

/** Framed by an allowed parent: it says it is ready, ignores other origins, and signs in with the parent's token. */
export const Handshake: Story = {
  args: { plan: { kind: 'await-token', parentOrigin: PARENT, to: '/capital' }, parent: { postMessage: fn() } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: JwtEmbedTexts.waiting })).toBeVisible()
    await expect(args.parent?.postMessage).toHaveBeenCalledWith({ type: 'gavel:jwt-embed:ready' }, PARENT)
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.test', data: { type: 'gavel:jwt-embed:token', token: 'x' } }),
    )
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: PARENT,
        data: { type: 'gavel:jwt-embed:token', token: 'sandbox-sso-capital' },
      }),
    )
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/capital'))
  },
}

export const Mobile: Story = {
  args: { plan: { kind: 'refuse', reason: JwtEmbedTexts.notAllowedParent } },
  globals: { viewport: { value: 'mobile1' } },
}
