import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Avatar } from './Avatar'

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { fullName: 'Dana Whitfield' },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('DW')
  },
}

export const NoName: Story = {
  args: { fullName: null, email: 'riley@lakeside.example' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('R')
  },
}
