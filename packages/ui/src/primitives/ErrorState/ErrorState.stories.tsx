import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorState } from './ErrorState'

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { message: Messages.auctionListFailed, onRetry: fn() },
} satisfies Meta<typeof ErrorState>
export default meta
type Story = StoryObj<typeof meta>

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(Messages.auctionListFailed)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Retrying: Story = { args: { retrying: true } }

export const WithoutRetry: Story = { args: { onRetry: undefined, message: Messages.defaultApiError } }
