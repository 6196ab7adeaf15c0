import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { CheckoutOptionsScreen, CheckoutOptionsTexts } from './CheckoutOptionsScreen'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'outstanding', ...options },
})

const meta = {
  title: 'Screens/PostSale/CheckoutOptionsScreen',
  component: CheckoutOptionsScreen,
  parameters: { route: { path: '/myacv/won/checkout-options/:auctionId', at: '/myacv/won/checkout-options/880001' } },
} satisfies Meta<typeof CheckoutOptionsScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('ACH transfer')).toBeVisible()
    await expect(page.getByRole('link', { name: CheckoutOptionsTexts.finalize })).toHaveAttribute(
      'href',
      '/myacv/won/finalize/880001',
    )
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(CheckoutOptionsTexts.loading)).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Mobile: Story = { parameters: sandbox(), globals: { viewport: { value: 'mobile1' } } }
