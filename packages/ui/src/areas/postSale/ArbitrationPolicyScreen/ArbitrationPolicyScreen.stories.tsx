import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ArbitrationPolicyScreen, ArbitrationPolicyTexts } from './ArbitrationPolicyScreen'

const meta = {
  title: 'Screens/PostSale/ArbitrationPolicyScreen',
  component: ArbitrationPolicyScreen,
  parameters: { route: { path: '/myacv/won/arbitration-policy', at: '/myacv/won/arbitration-policy' } },
} satisfies Meta<typeof ArbitrationPolicyScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: ArbitrationPolicyTexts.heading })).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
