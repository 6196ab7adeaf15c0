import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { MyTitlesScreen } from './MyTitlesScreen'
import { TitleHubScreen } from './TitleHubScreen'
import { TitlesScreen } from './TitlesScreen'

/** Titles against the sandbox (docs/adr/0027): seller@'s titles are seeded in every tab. */
const meta = {
  title: 'Screens/Titles/MyTitlesScreen',
  component: MyTitlesScreen,
  parameters: { sandbox: { persona: 'seller' }, route: { path: '/myacv/titles/:tab?', at: '/myacv/titles/urgent' } },
} satisfies Meta<typeof MyTitlesScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Urgent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Urgent titles' })
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
    await expect(within(list).getByText('Held')).toBeVisible()
  },
}

export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('list', { name: 'Urgent titles' })
    await userEvent.click(page.getByRole('link', { name: /^Closed/ }))
    const closed = await page.findByRole('list', { name: 'Closed titles' })
    await expect(within(closed).getAllByText('Delivered').length).toBeGreaterThan(0)
  },
}

export const Loading: Story = {
  parameters: { sandbox: { persona: 'seller', failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading urgent titles')).toBeInTheDocument()
  },
}

export const ListFails: Story = {
  parameters: { sandbox: { persona: 'seller', failures: [{ callFails: { path: '*/titles', status: 400 } }] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }

export const LegacyOpen: Story = {
  render: () => <TitlesScreen view="open" />,
  parameters: { route: { path: '/titles/open', at: '/titles/open' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('list', { name: 'Open titles' })).toBeVisible()
    await expect(page.queryByRole('link', { name: /Pre-Sale/ })).toBeNull()
  },
}

export const TitleHub: Story = {
  render: () => <TitleHubScreen />,
  parameters: { route: { path: '/myacv/title-hub', at: '/myacv/title-hub' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('list', { name: 'Urgent titles' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Due Soon' })).toHaveAttribute('href', '/myacv/titles/due-soon')
  },
}
