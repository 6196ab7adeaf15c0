import { epochMillis } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Countdown } from './Countdown'

const now = epochMillis(Date.UTC(2026, 10, 21, 15, 0, 0))
const after = (ms: number) => epochMillis(now + ms)

const meta = {
  title: 'Primitives/Countdown',
  component: Countdown,
  args: { now, endsAt: after(25 * 60_000) },
} satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

export const Minutes: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer')
    await expect(timer).toHaveTextContent('25:00')
    await expect(timer).not.toHaveAttribute('data-urgent')
  },
}

export const Hours: Story = { args: { endsAt: after(3 * 3_600_000 + 5 * 60_000) } }

export const Days: Story = { args: { endsAt: after(2 * 86_400_000 + 4 * 3_600_000) } }

/** The last two minutes: urgent style. */
export const FinalMinutes: Story = {
  args: { endsAt: after(95_000) },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer')
    await expect(timer).toHaveTextContent('1:35')
    await expect(timer).toHaveAttribute('data-urgent', 'true')
  },
}

export const Ended: Story = {
  args: { endsAt: after(-1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Auction ended' })).toHaveTextContent('Ended')
  },
}
