import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { EmptyList } from './EmptyList'
import { MyAccountMenuScreen } from './MyAccountMenuScreen'
import { MyAccountPage } from './MyAccountPage'

const as = (persona: SandboxParameters['persona']): { sandbox: SandboxParameters } => ({ sandbox: { persona } })

const ActiveBuying = () => (
  <MyAccountPage
    title="Active Buying"
    tabs={[
      { label: 'Active', to: '/myacv/active/buying', count: 0 },
      { label: 'Watchlist', to: '/myacv/active/buying?list=watchlist' },
    ]}
  >
    <EmptyList list="active buying auctions" />
  </MyAccountPage>
)

const meta = {
  title: 'Screens/MyAccount/MyAccountPage',
  component: ActiveBuying,
  parameters: { route: { path: '/myacv/active/buying', at: '/myacv/active/buying' } },
} satisfies Meta<typeof ActiveBuying>
export default meta
type Story = StoryObj<typeof meta>

/** seller@ buys and sells: both sections, the current page marked, the tab counts, the empty sentence. */
export const Seller: Story = {
  parameters: as('seller'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const menu = page.getByRole('navigation', { name: 'My account' })
    await expect(within(menu).getByRole('link', { name: 'Active Buying' })).toHaveAttribute('aria-current', 'page')
    await expect(within(menu).getByRole('link', { name: 'Saved' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Active Buying', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /Active\s*0/ })).toHaveAttribute('aria-current', 'page')
    await expect(
      page.getByText("You don't currently have any active buying auctions. When you do, they'll appear here."),
    ).toBeVisible()
  },
}

/** buyer@ cannot sell: no selling pages in the menu. */
export const BuyerWithoutSelling: Story = {
  parameters: as('buyer'),
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'My account' })
    await expect(within(menu).getByRole('link', { name: 'Won' })).toBeVisible()
    await expect(within(menu).queryByRole('link', { name: 'Saved' })).toBeNull()
    await expect(within(menu).queryByRole('link', { name: 'Sold' })).toBeNull()
  },
}

/** On a phone the menu gives way to a back button to /myacv/menu. */
export const Mobile: Story = {
  parameters: as('seller'),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const back = page.getByRole('link', { name: 'Back to the my account menu' })
    await userEvent.click(back)
    await expect(await page.findByTestId('navigated')).toHaveTextContent('Navigated to /myacv/menu')
  },
}

const longTabs = ['Active', 'Upcoming', 'Pending', 'In Negotiation', 'Unsold', 'Withdrawn'].map((label) => ({
  label,
  to: `/myacv/active/selling?list=${label.toLowerCase().replace(' ', '-')}`,
  count: 12,
}))

/** On a phone a strip wider than the screen scrolls so that the current tab, here the last, is in view. */
export const MobileLastTabInView: Story = {
  parameters: {
    ...as('seller'),
    route: { path: '/myacv/active/selling', at: '/myacv/active/selling?list=withdrawn' },
  },
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <MyAccountPage title="Active Selling" tabs={longTabs}>
      <EmptyList list="active selling auctions" />
    </MyAccountPage>
  ),
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByRole('navigation', { name: 'Active Selling lists' })
    const current = within(strip).getByRole('link', { name: /Withdrawn/ })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
    const inside = (a: DOMRect, b: DOMRect) => a.left >= b.left - 1 && a.right <= b.right + 1
    await waitFor(() => expect(inside(current.getBoundingClientRect(), strip.getBoundingClientRect())).toBe(true))
  },
}

/** /myacv/menu as its own page. */
export const MenuPage: Story = {
  parameters: { ...as('seller'), route: { path: '/myacv/menu', at: '/myacv/menu' } },
  render: () => <MyAccountMenuScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Active Selling' })).toHaveAttribute('href', '/myacv/active/selling')
  },
}
