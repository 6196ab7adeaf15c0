import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Money } from './Money'

const meta = {
  title: 'Primitives/Money',
  component: Money,
  args: { amount: 22_100 },
} satisfies Meta<typeof Money>
export default meta
type Story = StoryObj<typeof meta>

export const WholeDollars: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('$22,100')
  },
}

export const Missing: Story = {
  args: { amount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$0')).toBeVisible()
  },
}
