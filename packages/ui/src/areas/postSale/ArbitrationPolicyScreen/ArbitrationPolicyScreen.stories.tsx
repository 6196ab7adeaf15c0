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

/** Inside the my-account frame, which reads the signed-in user (outstanding@ here). */
const sandbox = { sandbox: { persona: 'outstanding' as const } }

export const Populated: Story = {
  parameters: sandbox,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: ArbitrationPolicyTexts.heading, level: 1 }),
    ).toBeVisible()
  },
}

export const Mobile: Story = { parameters: sandbox, globals: { viewport: { value: 'mobile1' } } }
