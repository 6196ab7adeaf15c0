import { aUser } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MobileTopBar } from './MobileTopBar'

const meta = {
  title: 'Shell/MobileTopBar',
  component: MobileTopBar,
  args: { environment: 'production', title: 'Live Auctions', showFilterIcon: true, user: aUser().showcase().build() },
  parameters: { route: { path: '/marketplace', at: '/marketplace' } },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof MobileTopBar>
export default meta
type Story = StoryObj<typeof meta>

export const LiveAuctions: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement)
    await expect(bar.getByText('Live Auctions')).toBeVisible()
    await expect(bar.queryByRole('button', { name: 'Back' })).toBeNull()
    const filters = bar.getByRole('button', { name: 'Filters' })
    await expect(filters).toHaveAttribute('aria-pressed', 'false')
    await expect(filters).toHaveAttribute('href', '/marketplace?panel=filters')
    await userEvent.click(filters)
    await expect(bar.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-pressed', 'true')
    await expect(bar.getByRole('button', { name: 'Filters' })).toHaveAttribute('href', '/marketplace')
  },
}

export const EventsDirectory: Story = { args: { title: 'Events Directory' } }
export const Filters: Story = {
  args: { title: 'Filters' },
  parameters: { route: { path: '/search', at: '/search?panel=filters' } },
}

export const WithBackButton: Story = {
  args: { title: 'Auction', showFilterIcon: false, showBackButton: true },
  parameters: { route: { path: '/auction/:auctionId', at: '/auction/7001' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Filters' })).toBeNull()
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }))
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(
      'Navigated to /auctions/active',
    )
  },
}

export const MarketReport: Story = { args: { title: 'Market Report', showFilterIcon: false } }
