import { EmailTexts } from '@gavel/domain/areas/identity'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mailboxOf, sandboxOf } from '../../../../../../.storybook/sandbox'
import { ForgotPasswordScreen, ForgotPasswordTexts } from './ForgotPasswordScreen'

/** Signed out, against the sandbox (STYLE rule 15): the request goes through the real adapter and SDK. */
const meta = {
  title: 'Identity/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { sandbox: {}, route: { path: '/forgot', at: '/forgot' } },
} satisfies Meta<typeof ForgotPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** buyer@ asks for a link: the page says one went out, and the sandbox's mailbox holds it. */
export const Sent: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await userEvent.type(page.getByLabelText('Email'), 'buyer@gavel.test')
    await userEvent.click(page.getByRole('button', { name: ForgotPasswordTexts.submit }))
    await expect(await page.findByRole('status')).toHaveTextContent(ForgotPasswordTexts.sent('buyer@gavel.test'))
    await expect(mailboxOf(sandboxOf(context), 'buyer@gavel.test')[0]).toMatch(/^\/password\?token=/)
  },
}

/** Checked on blur, then on submit: nothing is sent while the e-mail is wrong. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const email = page.getByLabelText('Email')
    await userEvent.click(email)
    await userEvent.tab()
    await expect(email).toHaveAccessibleDescription(EmailTexts.missing)
    await userEvent.type(email, 'buyer')
    await expect(email).toHaveAccessibleDescription(EmailTexts.invalid)
    await userEvent.click(page.getByRole('button', { name: ForgotPasswordTexts.submit }))
    await expect(page.queryByRole('status')).toBeNull()
  },
}

/** While sending, the button is busy and a double click sends once. */
export const Sending: Story = {
  parameters: { sandbox: { failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText('Email'), 'buyer@gavel.test')
    await userEvent.dblClick(page.getByRole('button', { name: ForgotPasswordTexts.submit }))
    await expect(await page.findByRole('button', { name: ForgotPasswordTexts.sending })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(page.getByLabelText('Email')).toHaveAttribute('readonly')
  },
}

/** The gateway fails: its text shows as text and the e-mail stays as typed. */
export const Failed: Story = {
  parameters: {
    sandbox: { failures: [{ callFails: { path: '*/api/passwordreset/request', status: 503, method: 'post' } }] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText('Email'), 'buyer@gavel.test')
    await userEvent.click(page.getByRole('button', { name: ForgotPasswordTexts.submit }))
    await waitFor(() => expect(page.getByRole('alert')).toBeVisible())
    await expect(page.getByLabelText('Email')).toHaveValue('buyer@gavel.test')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
