import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LoyaltySignupScreen, LoyaltySignupTexts } from './LoyaltySignupScreen'

/** /loyalty-signup against the sandbox: rewards@ is eligible and not enrolled; seller@ (franchise) is not eligible. */
const meta = {
  title: 'Rewards/LoyaltySignupScreen',
  component: LoyaltySignupScreen,
  parameters: { route: { path: '/loyalty-signup', at: '/loyalty-signup' } },
} satisfies Meta<typeof LoyaltySignupScreen>
export default meta
type Story = StoryObj<typeof meta>

export const EligibleJoins: Story = {
  parameters: { sandbox: { persona: 'rewards', auctions: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: LoyaltySignupTexts.join }))
    await expect(await canvas.findByText(LoyaltySignupTexts.enrolled)).toBeVisible()
  },
}

export const NotEligible: Story = {
  parameters: { sandbox: { persona: 'seller', auctions: 0 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(Messages.rewardsDenied)).toBeVisible()
    await expect(within(canvasElement).queryByRole('button')).toBeNull()
  },
}

export const Mobile: Story = {
  parameters: { sandbox: { persona: 'rewards', auctions: 0 } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: LoyaltySignupTexts.join })).toBeVisible()
  },
}
