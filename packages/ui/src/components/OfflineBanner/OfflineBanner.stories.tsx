import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OfflineBanner } from './OfflineBanner'

const meta = {
  title: 'Auction/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
} satisfies Meta<typeof OfflineBanner>
export default meta
type Story = StoryObj<typeof meta>

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(Messages.offline)).toBeVisible()
  },
}

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(Messages.offline)).toBeNull()
  },
}
