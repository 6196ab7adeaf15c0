import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type SandboxParameters, sandboxOf, titleOf } from '../../../../../.storybook/sandbox'
import { MarketplaceScreen } from '../MarketplaceScreen'
import { AppShell } from './AppShell'

/** Screen stories run against the sandbox (STYLE rule 15): a fresh, still world per story, buyer@ signed in. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  args: { environment: 'sandbox', listingPath: '/marketplace', children: <MarketplaceScreen /> },
  parameters: { route: { path: '/marketplace', at: '/marketplace' }, ...sandbox() },
} satisfies Meta<typeof AppShell>
export default meta
type Story = StoryObj<typeof meta>

export const WithMarketplace: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeInTheDocument()
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveTextContent('sandbox')
    await expect(page.getByRole('button', { name: /Bailey Brooks/ })).toBeVisible()
    await waitFor(() => expect(context.canvasElement.querySelector('article[data-auction-id]')).not.toBeNull())
    const id = Number(context.canvasElement.querySelector('article[data-auction-id]')!.getAttribute('data-auction-id'))
    await expect(page.getByRole('heading', { name: titleOf(sandboxOf(context), id) })).toBeVisible()
  },
}

export const LimitedUser: Story = {
  args: { limited: true, children: <MarketplaceScreen limited /> },
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole('link', { name: 'My account' })).toBeNull()
    await expect(page.getByRole('button', { name: /Lee Lindqvist/ })).toBeVisible()
  },
}

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note', { name: 'Environment' })).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
