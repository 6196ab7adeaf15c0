import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsNotificationsPage, SettingsSmsPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'seller', ...options },
})

const meta = {
  title: 'Screens/Settings/NotificationsAndSms',
  component: SettingsNotificationsPage,
  parameters: { route: { path: '/settings/notification-settings', at: '/settings/notification-settings' } },
} satisfies Meta<typeof SettingsNotificationsPage>
export default meta
type Story = StoryObj<typeof meta>

const sms = { path: '/settings/sms-settings', at: '/settings/sms-settings' }

/** Every persona starts with e-mails for outbids, wins and offers; one more is saved. */
export const EmailChoices: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('checkbox', { name: 'I am outbid' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'A watched auction is ending soon' })).not.toBeChecked()
    await userEvent.click(page.getByRole('checkbox', { name: 'A watched auction is ending soon' }))
    await userEvent.click(page.getByRole('button', { name: 'Save notification settings' }))
    await expect(await page.findByText('Notification settings saved.')).toBeVisible()
  },
}

export const EmailLoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/settings', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

/** seller@ has a mobile number with three texts on. */
export const SmsChoices: Story = {
  render: () => <SettingsSmsPage />,
  parameters: { ...sandbox(), route: sms },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByLabelText('Mobile number')).toHaveValue('(312) 555-0142')
    await expect(page.getByRole('checkbox', { name: 'I win an auction' })).toBeChecked()
    await userEvent.click(page.getByRole('checkbox', { name: 'I get an offer or counter offer' }))
    await userEvent.click(page.getByRole('button', { name: 'Save SMS settings' }))
    await expect(await page.findByText('SMS settings saved.')).toBeVisible()
  },
}

/** buyer@ has no number: turning a text on asks for one; a bad number says what a good one looks like. */
export const SmsNeedsANumber: Story = {
  render: () => <SettingsSmsPage />,
  parameters: { ...sandbox({ persona: 'buyer' }), route: sms },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('checkbox', { name: 'I am outbid' }))
    await userEvent.click(page.getByRole('button', { name: 'Save SMS settings' }))
    await expect(page.getByText('Enter a mobile number to get texts, or turn the texts off.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Mobile number'), '555-01')
    await userEvent.tab()
    await expect(page.getByText('Enter a 10-digit US mobile number, like (312) 555-0100.')).toBeVisible()
    await userEvent.clear(page.getByLabelText('Mobile number'))
    await userEvent.type(page.getByLabelText('Mobile number'), '312 555 0199')
    await userEvent.click(page.getByRole('button', { name: 'Save SMS settings' }))
    await expect(await page.findByText('SMS settings saved.')).toBeVisible()
  },
}

export const SmsLoading: Story = {
  render: () => <SettingsSmsPage />,
  parameters: { ...sandbox({ failures: [{ slowResponses: 'forever' }] }), route: sms },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading SMS settings')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'I am outbid' })).toBeVisible()
  },
}
