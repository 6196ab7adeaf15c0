import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsPaymentMethodPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/PaymentMethod',
  component: SettingsPaymentMethodPage,
  parameters: { route: { path: '/settings/paymentmethod', at: '/settings/paymentmethod' } },
} satisfies Meta<typeof SettingsPaymentMethodPage>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const ach = await page.findByRole('radio', { name: 'ACH bank transfer' })
    await expect(page.getByRole('radio', { name: 'Check' })).toBeChecked()
    await expect(page.getByText(/^Checking ····\d{4}$/)).toBeVisible()
    await expect(page.getByRole('radio', { name: /Floor plan/ })).toBeDisabled()
    await userEvent.click(ach)
    await userEvent.click(page.getByRole('button', { name: 'Save payment method' }))
    await expect(await page.findByText('Payment method saved.')).toBeVisible()
    await expect(ach).toBeChecked()
  },
}

/** Summit Motors West has no bank account on file: ACH can't be chosen and the reason says why. */
export const OtherDealership: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('radio', { name: 'Check' })
    await userEvent.selectOptions(page.getByLabelText('Dealership'), 'Summit Motors West')
    await expect(await page.findByText('No bank account is on file for this dealership.')).toBeVisible()
    await expect(page.getByRole('radio', { name: 'ACH bank transfer' })).toBeDisabled()
  },
}

/** A refused change keeps the dealer's choice and shows the server's text as text. */
export const ChangeRefused: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/organization/:id/payment-method', method: 'put', status: 409 } }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const ach = await page.findByRole('radio', { name: 'ACH bank transfer' })
    await userEvent.click(ach)
    await userEvent.click(page.getByRole('button', { name: 'Save payment method' }))
    await expect(await page.findByRole('alert')).toBeVisible()
    await waitFor(() => expect(ach).toBeChecked())
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/organization/:id/payment-method', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the payment method')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Check' })).toBeVisible()
  },
}
