import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RewardsButton } from './RewardsButton'

/** The rewards button's three texts (shell §2.1); DefaultHeader's stories show when it appears. */
const meta = {
  title: 'Shell/RewardsButton',
  component: RewardsButton,
  args: { state: { enrolled: false, points: null } },
} satisfies Meta<typeof RewardsButton>
export default meta
type Story = StoryObj<typeof meta>

const shows =
  (text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: `Rewards: ${text}` })).toHaveTextContent(text)
  }

export const NotEnrolled: Story = { play: shows('Dealer Rewards Program') }
export const Points: Story = { args: { state: { enrolled: true, points: 12_500 } }, play: shows('12,500 pts.') }
export const Updating: Story = { args: { state: { enrolled: true, points: null } }, play: shows('-- pts. (updating)') }
