import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No live auctions right now', children: 'New vehicles launch through the day. Check back soon.' },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No live auctions right now' })).toBeVisible()
  },
}
