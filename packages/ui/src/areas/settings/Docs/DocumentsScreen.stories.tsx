import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsDocsPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})

const meta = {
  title: 'Screens/Settings/Documents',
  component: SettingsDocsPage,
  parameters: { route: { path: '/settings/docs', at: '/settings/docs' } },
} satisfies Meta<typeof SettingsDocsPage>
export default meta
type Story = StoryObj<typeof meta>

/** outstanding@ won three purchases: each lists its two documents, and a download says so once saved. */
export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Won purchases' }, { timeout: 15_000 })
    const rows = within(list).getAllByRole('listitem')
    await expect(rows).toHaveLength(3)
    const first = within(rows[0] as HTMLElement)
    await userEvent.click(first.getByRole('button', { name: /^Download dealer license: / }))
    await expect(await first.findByText('Downloaded.')).toBeVisible()
  },
}

/** The server refuses a document: its words show in the row, the list stays. */
export const DownloadRefused: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/finalized/:id/resale_certificate', status: 404 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Won purchases' }, { timeout: 15_000 })
    const first = within(within(list).getAllByRole('listitem')[0] as HTMLElement)
    await userEvent.click(first.getByRole('button', { name: /^Download resale certificate: / }))
    await expect(await first.findByRole('alert')).toBeVisible()
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Empty: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any won auctions. When you do, they'll appear here.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible()
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/buying/won', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your purchases')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Won purchases' }, { timeout: 15_000 })
    await expect(within(list).getAllByRole('button', { name: /^Download dealer license: / })[0]).toBeVisible()
  },
}
