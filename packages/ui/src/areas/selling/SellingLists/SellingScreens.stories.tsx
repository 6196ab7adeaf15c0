import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { ActiveSellingScreen, NegotiationsSellingScreen, SoldScreen } from './SellingScreens'

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/SellingLists',
  component: ActiveSellingScreen,
  parameters: { route: { path: '/myacv/active/selling', at: '/myacv/active/selling' }, ...sandbox() },
} satisfies Meta<typeof ActiveSellingScreen>
export default meta
type Story = StoryObj<typeof meta>

const rowsOf = async (root: HTMLElement, name: string) =>
  within(await within(root).findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem')

export const ActiveSelling: Story = {
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(canvasElement, 'Active Selling')
    await expect(rows.length).toBeGreaterThan(0)
    await expect(within(rows[0]!).getByRole('timer')).toBeVisible()
    await expect(within(rows[0]!).getByTestId('high-bid')).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: 'Selling' })).toHaveAttribute(
      'href',
      '/myacv/active/selling',
    )
  },
}

export const ActiveSellingEmpty: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/any active selling auctions/)).toBeVisible()
  },
}

export const ActiveSellingFailed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/myacv/active/selling', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const ActiveSellingMalformed: Story = {
  parameters: sandbox({ failures: [{ callMalformed: { path: '*/bff/myacv/active/selling' } }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was problem processing your request. Please try again or adjust your parameters.',
      ),
    ).toBeVisible()
  },
}

export const ActiveSellingLoading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading active selling auctions')).toBeInTheDocument()
  },
}

export const ActiveSellingMobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect((await rowsOf(canvasElement, 'Active Selling')).length).toBeGreaterThan(0)
  },
}

export const Negotiations: Story = {
  render: () => <NegotiationsSellingScreen />,
  parameters: { route: { path: '/myacv/negotiations/selling', at: '/myacv/negotiations/selling' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { name: 'Negotiations' })
    await expect(await page.findByText(/any selling negotiation auctions|VIN/)).toBeVisible()
  },
}

export const SoldWithExports: Story = {
  render: () => <SoldScreen />,
  parameters: { route: { path: '/myacv/sold', at: '/myacv/sold' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { name: 'Sold' })
    await userEvent.click(page.getByRole('button', { name: 'Export unsold' }))
    await expect(await page.findByText('Export unsold: downloaded.')).toBeVisible()
  },
}

export const ExportFails: Story = {
  render: () => <SoldScreen />,
  parameters: {
    route: { path: '/myacv/sold', at: '/myacv/sold' },
    ...sandbox({ failures: [{ callFails: { path: '*/export/:list', status: 400 } }] }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: 'Export sold' }))
    await expect(await page.findByText('The sandbox failed this call (400).')).toBeVisible()
  },
}
