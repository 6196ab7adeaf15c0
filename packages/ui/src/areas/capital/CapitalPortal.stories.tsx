import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { CapitalPortal } from './CapitalPortal'

/** The capital portal against the sandbox (STYLE rule 15): capital@ has four open invoices and $500 of credits. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'capital', ...options },
})
const at = (path: string) => ({ route: { path: '/capital/*', at: path } })

const meta = {
  title: 'Screens/Capital/CapitalPortal',
  component: CapitalPortal,
  parameters: { ...sandbox(), ...at('/capital/account-details') },
} satisfies Meta<typeof CapitalPortal>
export default meta
type Story = StoryObj<typeof meta>

export const AccountDetails: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('CAP-109-0001')).toBeVisible()
    await expect(await page.findByText(/You have \$500 in auction credits\./)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page')
  },
}

export const OpenInvoicesPayOne: Story = {
  parameters: at('/capital/invoices'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Open invoices' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const first = within(list).getAllByRole('listitem')[0]!
    await userEvent.click(within(first).getByRole('button', { name: /^Pay / }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Pay this invoice?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3))
  },
}

export const ClosedInvoicesBadRange: Story = {
  parameters: at('/capital/invoices/closed'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('list', { name: 'Closed invoices' })
    const from = page.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-12-31')
    await userEvent.click(page.getByRole('button', { name: 'Show' }))
    await expect(await page.findByText('The start date must be on or before the end date.')).toBeVisible()
  },
}

export const Fees: Story = {
  parameters: at('/capital/fees'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Your dealership may finance purchases with capital.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Purchase amount ($)'), '90000')
    await userEvent.click(page.getByRole('button', { name: 'Check' }))
    await expect(await page.findByText(/is out of range/)).toBeVisible()
  },
}

export const Onboarding: Story = {
  parameters: at('/capital/onboarding'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Schedule the annual lot audit')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Opening Capital')).toBeInTheDocument()
  },
}

/** A failed section keeps the credit banner and the tabs (a failed section keeps the others). */
export const SectionFails: Story = {
  parameters: {
    ...sandbox({ failures: [{ callFails: { path: '*/onboarding/:id/tasks', status: 400 } }] }),
    ...at('/capital/onboarding'),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('alert')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(await page.findByText(/You have \$500 in auction credits\./)).toBeVisible()
  },
}

/** marketplace §8: a capital check that fails (not a 404) is a portal failure. */
const exactly = { route: { path: '/capital/account-details', at: '/capital/account-details' } }

export const PortalFailure: Story = {
  parameters: { ...sandbox({ failures: [{ callFails: { path: '*/account/user/exists', status: 400 } }] }), ...exactly },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
      'Navigated to /capital/portal-error',
    )
  },
}

/** marketplace §8: the 404 of a user the capital service does not know is ignored: the landing page. */
export const NotACapitalUser: Story = {
  parameters: { ...sandbox({ persona: 'buyer' }), ...exactly },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
      'Navigated to /capital/landing-page',
    )
  },
}

export const Mobile: Story = {
  parameters: at('/capital/invoices'),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Open invoices' })).toBeVisible()
  },
}
