import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SellerOffersScreen } from './SellerOffersScreen'

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/SellerOffersScreen',
  component: SellerOffersScreen,
  parameters: { route: { path: '/myacv/offers/received/selling', at: '/myacv/offers/received/selling' }, ...sandbox() },
} satisfies Meta<typeof SellerOffersScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { name: 'Offers' })
    const list = await page.findByRole('list', { name: 'Offers received as a seller' }, { timeout: 10_000 })
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/any offers received as a seller/)).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/deals', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Offers' })
  },
}
