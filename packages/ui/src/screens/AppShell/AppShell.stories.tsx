import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { aLimitedUser, aSession } from '../../../../../.storybook/fakes'
import { MarketplaceScreen } from '../MarketplaceScreen'
import { AppShell } from './AppShell'

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  args: { environment: 'sandbox', listingPath: '/marketplace', children: <MarketplaceScreen /> },
  parameters: { route: { path: '/marketplace', at: '/marketplace' } },
} satisfies Meta<typeof AppShell>
export default meta
type Story = StoryObj<typeof meta>

export const WithMarketplace: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeInTheDocument()
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveTextContent('sandbox')
    await expect(await page.findByRole('heading', { name: '2019 Ford F-150 XLT' })).toBeVisible()
  },
}

export const LimitedUser: Story = {
  args: { limited: true, children: <MarketplaceScreen limited /> },
  parameters: { session: aSession(aLimitedUser()) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole('link', { name: 'My account' })).toBeNull()
    await expect(page.getByRole('button', { name: /Riley Park/ })).toBeVisible()
  },
}

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note', { name: 'Environment' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
