import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { UploadProgress } from './UploadProgress'

const meta = {
  title: 'Primitives/UploadProgress',
  component: UploadProgress,
  args: { label: 'front.jpg upload', fraction: 0.42 },
} satisfies Meta<typeof UploadProgress>
export default meta
type Story = StoryObj<typeof meta>

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'front.jpg upload' })
    await expect(bar).toHaveAttribute('aria-valuenow', '42')
  },
}

/** A failed file keeps its bar where it stopped; out-of-range fractions are clamped. */
export const FailedAndClamped: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, padding: 16 }}>
      <UploadProgress label="rear.jpg upload" fraction={0.3} failed />
      <UploadProgress label="odd.jpg upload" fraction={1.7} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('progressbar', { name: 'rear.jpg upload' })).toHaveAttribute('aria-valuenow', '30')
    await expect(page.getByRole('progressbar', { name: 'odd.jpg upload' })).toHaveAttribute('aria-valuenow', '100')
  },
}
