import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsAddressesPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/Addresses',
  component: SettingsAddressesPage,
  parameters: { route: { path: '/settings/addresses', at: '/settings/addresses' } },
} satisfies Meta<typeof SettingsAddressesPage>
export default meta
type Story = StoryObj<typeof meta>

/** admin@'s Summit Motors: its lots, the primary one first, zip code from postalCode, phone as (303) 555-0100. */
export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const main = await page.findByRole('article', { name: 'Summit Motors (main lot)' })
    await expect(main).toHaveTextContent('Denver, CO 80202')
    await expect(main).toHaveTextContent(/\(\d{3}\) \d{3}-\d{4}/)
    await expect(page.getByRole('link', { name: 'Add new address' })).toHaveAttribute(
      'href',
      '/settings/add-new-address?dealer=103',
    )
  },
}

/** An admin of two dealerships picks the other one. */
export const OtherDealership: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('article', { name: 'Summit Motors (main lot)' })
    await userEvent.selectOptions(page.getByLabelText('Dealership'), 'Summit Motors West')
    await expect(await page.findByRole('article', { name: 'Summit Motors West (main lot)' })).toBeVisible()
  },
}

/** Harbor Auto Group has 230 lots: three pages of 100 read while meta.hasNextPage. */
export const ManyPages: Story = {
  parameters: sandbox({ persona: 'multi' }),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Addresses of Harbor Auto Group' })
    await expect(within(list).getAllByRole('article')).toHaveLength(230)
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading addresses')).toBeInTheDocument()
  },
}

export const LoadFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/address/:dealer/paginate', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'Summit Motors (main lot)' })).toBeVisible()
  },
}
