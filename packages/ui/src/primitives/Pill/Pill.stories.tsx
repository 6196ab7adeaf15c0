import { StatusPillSchema } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Pill, PillList } from './Pill'

const meta = {
  title: 'Primitives/Pill',
  component: Pill,
  args: { pill: 'reserve_met' },
} satisfies Meta<typeof Pill>
export default meta
type Story = StoryObj<typeof meta>

export const ReserveMet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reserve Met')).toBeVisible()
  },
}

/** Every pill of marketplace §3, one style each. */
export const AllPills: Story = {
  render: () => (
    <div style={{ padding: 16 }}>
      <PillList pills={StatusPillSchema.literals} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Status' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(StatusPillSchema.literals.length)
  },
}
