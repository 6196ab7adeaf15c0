import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LaunchMessage } from './LaunchMessage'

const meta = {
  title: 'Shell/LaunchMessage',
  component: LaunchMessage,
  args: {
    message: {
      id: 1,
      title: 'Welcome to Gavel',
      body: 'Dealer-to-dealer auctions every day. <b>Bid live</b>, set proxy bids, and finalize in a few clicks.',
      createdAt: 1_790_000_000_000,
      read: false,
      auctionId: null,
      thumbnail: null,
    },
    onDismiss: fn(),
  },
} satisfies Meta<typeof LaunchMessage>
export default meta
type Story = StoryObj<typeof meta>

/** The server's text is shown as text: markup in it stays visible characters. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Welcome to Gavel' })).toBeVisible()
    await expect(canvas.getByText(/<b>Bid live<\/b>/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }))
    await expect(args.onDismiss).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Got it' })).toBeVisible()
  },
}
