import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BidMatrixScreen } from './BidMatrixScreen'
import { InvoicesScreen } from './InvoicesScreen'

/** Invoices against the sandbox: admin@ is billing contact of two dealerships. */
const meta = {
  title: 'Screens/Billing/InvoicesScreen',
  component: InvoicesScreen,
  args: { status: 'open' },
  parameters: {
    sandbox: { persona: 'admin' },
    route: { path: '/myacv/billing/invoices/open', at: '/myacv/billing/invoices/open' },
  },
} satisfies Meta<typeof InvoicesScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Open invoices' })
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
    await expect(await page.findByText(/Open balance/)).toBeVisible()
  },
}

export const Closed: Story = {
  args: { status: 'closed' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Closed invoices' })).toBeVisible()
  },
}

/** marketplace §8: the summary's own failure text; the list still shows (a failed section keeps the others). */
export const SummaryFails: Story = {
  parameters: { sandbox: { persona: 'admin', failures: [{ callFails: { path: '*/invoice/summary', status: 400 } }] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(Messages.summaryBalanceFailed)).toBeVisible()
    await expect(await page.findByRole('list', { name: 'Open invoices' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { sandbox: { persona: 'admin', failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading open invoices')).toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }

export const BidMatrix: Story = {
  render: () => <BidMatrixScreen openWindow={() => null} />,
  parameters: { route: { path: '/myacv/bidmatrix', at: '/myacv/bidmatrix' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'S.A.M. Buying Rules' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open S.A.M. Buying Rules' })).toBeVisible()
  },
}
