import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Skeleton } from '../Skeleton'
import { Spinner } from './Spinner'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading auctions' },
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading auctions')
  },
}

export const Large: Story = { args: { size: 32 } }

/** Skeletons stand in for content while it loads; screen readers skip them. */
export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320, padding: 16 }}>
      <Skeleton height="180px" radius="md" />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-skeleton]')
    await expect(blocks).toHaveLength(3)
    for (const b of blocks) await expect(b).toHaveAttribute('aria-hidden', 'true')
  },
}
