import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { BottomNav } from './BottomNav'

const meta = {
  title: 'Shell/BottomNav',
  component: BottomNav,
  args: { listingPath: '/marketplace' },
  parameters: { route: { path: '/marketplace', at: '/marketplace' } },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof BottomNav>
export default meta
type Story = StoryObj<typeof meta>

export const Marketplace: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Bottom' }))
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Live Auctions',
      'Market Report',
      'Notifications',
      'Menu',
    ])
    await expect(nav.getByRole('link', { name: 'Live Auctions' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(nav.getByRole('link', { name: 'Menu' }))
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent('Navigated to /myacv/menu')
  },
}

export const LimitedUser: Story = {
  args: { limited: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Live Auctions', 'Market Report'])
  },
}

export const Search: Story = {
  args: { listingPath: '/search' },
  parameters: { route: { path: '/search', at: '/search' } },
}
