import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { aLimitedUser, aUser, fakeNotifications } from '../../../../../.storybook/fakes'
import { DefaultHeader } from './DefaultHeader'

const meta = {
  title: 'Auction/DefaultHeader',
  component: DefaultHeader,
  args: { user: aUser(), listingPath: '/marketplace', environment: 'sandbox' },
  parameters: {
    route: { path: '/marketplace', at: '/marketplace' },
    services: () => ({ notifications: fakeNotifications({ unseen: 3 }) }),
  },
} satisfies Meta<typeof DefaultHeader>
export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(header.getByRole('note', { name: 'Environment' })).toHaveTextContent('sandbox')
    const nav = within(header.getByRole('navigation', { name: 'Main' }))
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Marketplace',
      'My account',
      'Market Report',
    ])
    await expect(nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page')
    await expect(header.getByRole('link', { name: 'Gavel home' })).toHaveAttribute('href', '/marketplace')
    await expect(header.getByRole('button', { name: /Dana Whitfield/ })).toBeVisible()
    await expect(await header.findByRole('button', { name: 'Notifications, 3 unseen' })).toHaveTextContent('3')
  },
}

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull()
  },
}

export const LimitedUser: Story = {
  args: { user: aLimitedUser(), limited: true },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    await expect(nav.queryByRole('link', { name: 'My account' })).toBeNull()
    await expect(nav.getByRole('link', { name: 'Market Report' })).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: /Notifications/ })).toBeNull()
  },
}

export const OutstandingAuctions: Story = {
  args: { hideNavigation: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
