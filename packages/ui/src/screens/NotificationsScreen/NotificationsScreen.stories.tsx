import { Labels } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fakeNotifications, someNotifications } from '../../../../../.storybook/fakes'
import type { SandboxParameters } from '../../../../../.storybook/sandbox'
import { NotificationsScreen } from './NotificationsScreen'

/** Screen stories run against the sandbox (STYLE rule 15): buyer@ has 14 notifications, 13 unread. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'buyer', ...options },
})

const meta = {
  title: 'Screens/NotificationsScreen',
  component: NotificationsScreen,
  parameters: { route: { path: '/notifications', at: '/notifications' } },
} satisfies Meta<typeof NotificationsScreen>
export default meta
type Story = StoryObj<typeof meta>

const entries = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')

export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
    await expect(await page.findByText('13 unread notifications')).toBeVisible()
    const items = entries(canvasElement)
    await expect(items).toHaveLength(14)
    await expect(items[0]).toHaveTextContent('Unread')
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/auction\/\d+$/))
  },
}

export const MarkAllAsRead: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByText('13 unread notifications')
    await userEvent.click(page.getByRole('button', { name: Labels.markAllAsRead }))
    await expect(await page.findByText('Everything is read.')).toBeVisible()
    await waitFor(() => expect(entries(canvasElement).every((i) => !i.textContent?.includes('Unread'))).toBe(true))
  },
}

export const OpensTheAuction: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByText('13 unread notifications')
    const link = within(entries(canvasElement)[0]!).getByRole('link')
    const href = link.getAttribute('href')
    await userEvent.click(link)
    await expect(await page.findByTestId('navigated')).toHaveTextContent(`Navigated to ${href}`)
  },
}

export const Paged: Story = {
  parameters: {
    services: () => ({ notifications: fakeNotifications({ unseen: 0, unread: 2, list: someNotifications(25) }) }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('Page 1 of 2')).toBeVisible()
    await expect(entries(canvasElement)).toHaveLength(20)
    await userEvent.click(page.getByRole('button', { name: 'Next' }))
    await expect(await page.findByText('Page 2 of 2')).toBeVisible()
    await waitFor(() => expect(entries(canvasElement)).toHaveLength(5))
    await userEvent.click(page.getByRole('button', { name: 'Previous' }))
    await expect(await page.findByText('Page 1 of 2')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { services: () => ({ notifications: fakeNotifications({ unseen: 0, list: [] }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet')).toBeVisible()
  },
}

export const LimitedUser: Story = {
  args: { limited: true },
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Notifications are not available')).toBeVisible()
    await expect(within(canvasElement).queryByRole('list')).toBeNull()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('13 unread notifications')).toBeVisible()
  },
}
