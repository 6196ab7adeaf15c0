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

/**
 * `contained` (a list's countdowns, each in a box sized by its text's length so a tick lays out nothing else): every
 * form of the label, the widest included, shows whole inside its box.
 */
export const ContainedShowsEveryLabelWhole: Story = {
  render: () => (
    <div style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
      {[
        23 * 3_600_000 + 59 * 60_000 + 30_000,
        12 * 86_400_000 + 23 * 3_600_000,
        59 * 60_000 + 59_000,
        3_000,
        -1000,
      ].map((ms) => (
        <div key={ms}>
          <Countdown now={now} endsAt={after(ms)} contained />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const timers = within(canvasElement).getAllByRole('timer')
    await expect(timers.map((t) => t.textContent)).toEqual(['23h 59m', '12d 23h', '59:59', '0:03', 'Ended'])
    for (const timer of timers) {
      const shown = timer.getBoundingClientRect()
      const box = (timer.parentElement as HTMLElement).getBoundingClientRect()
      await expect(shown.left).toBeGreaterThanOrEqual(box.left)
      await expect(shown.right).toBeLessThanOrEqual(box.right + 0.5)
      await expect(shown.bottom).toBeLessThanOrEqual(box.bottom + 0.5)
    }
  },
}
