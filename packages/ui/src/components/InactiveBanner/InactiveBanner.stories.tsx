import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InactiveBanner } from './InactiveBanner'

const meta = {
  title: 'Shell/InactiveBanner',
  component: InactiveBanner,
} satisfies Meta<typeof InactiveBanner>
export default meta
type Story = StoryObj<typeof meta>

export const Limited: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(Messages.dealerInactiveTitle)
  },
}
