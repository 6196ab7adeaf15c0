import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CapitalLandingPage } from './CapitalLandingPage'
import { CapitalPortalError } from './CapitalPortalError'

const meta = {
  title: 'Screens/Capital/CapitalLandingPage',
  component: CapitalLandingPage,
  parameters: { sandbox: { persona: 'buyer' }, route: { path: '/capital/landing-page', at: '/capital/landing-page' } },
} satisfies Meta<typeof CapitalLandingPage>
export default meta
type Story = StoryObj<typeof meta>

/** buyer@'s dealership has no capital: it applies once; a bad phone is refused on blur and what was typed stays. */
export const Apply: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const phone = await page.findByLabelText('Phone (optional)')
    await userEvent.type(phone, '555-0100')
    await userEvent.tab()
    await expect(await page.findByText('Enter a 10-digit US phone number.')).toBeVisible()
    await userEvent.clear(phone)
    await userEvent.type(phone, '(312) 555-0100')
    await userEvent.type(page.getByLabelText('Credit line wanted ($, optional)'), '50000')
    await userEvent.click(page.getByRole('button', { name: 'Apply for capital' }))
    await expect(await page.findByText(/Your application was sent\./)).toBeVisible()
  },
}

export const CapitalUser: Story = {
  parameters: { sandbox: { persona: 'capital' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Open your account' })).toBeVisible()
  },
}

export const Limited: Story = {
  parameters: { sandbox: { persona: 'limited' } },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Apply for capital' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
  },
}

export const PortalError: Story = {
  render: () => <CapitalPortalError />,
  parameters: {
    sandbox: { persona: 'capital' },
    route: { path: '/capital/portal-error', at: '/capital/portal-error' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Capital is not available right now')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Try again' }))
    await expect(await page.findByTestId('navigated')).toHaveTextContent('Navigated to /capital')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
