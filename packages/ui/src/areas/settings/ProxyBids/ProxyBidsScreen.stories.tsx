import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SandboxAuctions, type SandboxParameters, sandboxOf, titleOf } from '../../../../../../.storybook/sandbox'
import { SettingsProxyBidsPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'buyer', ...options },
})

const meta = {
  title: 'Screens/Settings/ProxyBids',
  component: SettingsProxyBidsPage,
  parameters: { route: { path: '/settings/proxybids', at: '/settings/proxybids' } },
} satisfies Meta<typeof SettingsProxyBidsPage>
export default meta
type Story = StoryObj<typeof meta>

/** buyer@ holds a one-off proxy on a live auction; raising it sends a proxy bid and the list follows. */
export const RaisesAProxy: Story = {
  parameters: sandbox(),
  play: async (context) => {
    const title = titleOf(sandboxOf(context), SandboxAuctions.buyerProxy)
    const page = within(context.canvasElement)
    const row = within(await page.findByRole('listitem', { name: title }, { timeout: 15_000 }))
    const maximum = Number((row.getByText(/^\$[\d,]+$/).textContent ?? '').replace(/\D/g, ''))
    await userEvent.clear(row.getByLabelText('New maximum (USD)'))
    await userEvent.type(row.getByLabelText('New maximum (USD)'), String(maximum))
    await userEvent.click(row.getByRole('button', { name: 'Raise' }))
    await expect(row.getByText(/^Enter more than your \$[\d,]+ maximum\.$/)).toBeVisible()
    await userEvent.clear(row.getByLabelText('New maximum (USD)'))
    await userEvent.type(row.getByLabelText('New maximum (USD)'), String(maximum + 1000))
    await userEvent.click(row.getByRole('button', { name: 'Raise' }))
    await expect(await row.findByText(`$${(maximum + 1000).toLocaleString('en-US')}`)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: sandbox({ persona: 'rewards' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any proxy bids. When you do, they'll appear here.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/myacv/pending_proxy', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading proxy bids')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => {
    const title = titleOf(sandboxOf(context), SandboxAuctions.buyerProxy)
    await expect(
      await within(context.canvasElement).findByRole('listitem', { name: title }, { timeout: 15_000 }),
    ).toBeVisible()
  },
}
