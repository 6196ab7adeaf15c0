import { PasswordTexts } from '@gavel/domain/areas/identity'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { grantResetToken, sandboxOf } from '../../../../../../.storybook/sandbox'
import { ResetPasswordScreen, ResetPasswordTexts } from './ResetPasswordScreen'

const TOKEN = 'story-reset-token'

/** Signed out, against the sandbox: the reset goes through the real adapter; the world holds the token or not. */
const meta = {
  title: 'Identity/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { token: TOKEN },
  parameters: { sandbox: {}, route: { path: '/password', at: '/password' } },
} satisfies Meta<typeof ResetPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

const fill = async (root: HTMLElement, password: string, confirmation = password) => {
  const page = within(root)
  await userEvent.type(page.getByLabelText('Email'), 'buyer@gavel.test')
  await userEvent.type(page.getByLabelText('New password'), password)
  await userEvent.type(page.getByLabelText('Confirm new password'), confirmation)
  await userEvent.click(page.getByRole('button', { name: ResetPasswordTexts.submit }))
  return page
}

/** The rules are stated before anything is typed. */
export const RulesShownFirst: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText(PasswordTexts.ruleLength)).toBeVisible()
    await expect(page.getByText(PasswordTexts.ruleName)).toBeVisible()
  },
}

export const Saved: Story = {
  play: async (context) => {
    grantResetToken(sandboxOf(context), 'buyer', TOKEN)
    const page = await fill(context.canvasElement, 'a-brand-new-secret')
    await expect(await page.findByRole('status')).toHaveTextContent(ResetPasswordTexts.done)
    await expect(page.getByRole('link', { name: ResetPasswordTexts.logIn })).toHaveAttribute('href', '/login')
  },
}

/** Breaking a rule is said on blur and blocks the submit; no text repeats the password. */
export const BreaksTheRules: Story = {
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, 'buyer-is-long-enough', 'something-else-here')
    const password = page.getByLabelText('New password')
    await expect(password).toHaveAccessibleDescription(PasswordTexts.containsName)
    await expect(page.getByLabelText('Confirm new password')).toHaveAccessibleDescription(PasswordTexts.mismatch)
    await expect(canvasElement.textContent).not.toContain('buyer-is-long-enough')
    await expect(page.queryByRole('status')).toBeNull()
  },
}

/** The link is unknown or expired: the gateway's text, a way to ask again, and every field kept as typed. */
export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, 'a-brand-new-secret')
    await expect(await page.findByRole('alert')).toHaveTextContent('The password reset link is invalid or has expired.')
    await expect(page.getByRole('link', { name: ResetPasswordTexts.requestAnother })).toHaveAttribute('href', '/forgot')
    await expect(page.getByLabelText('Email')).toHaveValue('buyer@gavel.test')
    await expect(page.getByLabelText('New password')).toHaveValue('a-brand-new-secret')
    await expect(page.getByRole('alert')).not.toHaveTextContent('a-brand-new-secret')
  },
}

/** Show/Hide reveals the password and says so. */
export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const password = page.getByLabelText('New password')
    await userEvent.type(password, 'a-brand-new-secret')
    await expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(page.getByRole('button', { name: 'Show new password' }))
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide new password' })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Saving: Story = {
  parameters: { sandbox: { failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, 'a-brand-new-secret')
    await expect(page.getByRole('button', { name: ResetPasswordTexts.saving })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
