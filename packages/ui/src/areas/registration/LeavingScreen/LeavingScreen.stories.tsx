import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { LeavingScreen, LeavingTexts } from './LeavingScreen'

const URL = 'https://www.gavel.example/registration?step=existing'

const meta = {
  title: 'Registration/LeavingScreen',
  component: LeavingScreen,
  args: { url: URL, leave: fn() },
} satisfies Meta<typeof LeavingScreen>
export default meta
type Story = StoryObj<typeof meta>

export const LeavesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(args.leave).toHaveBeenCalledWith(URL)
    await expect(within(canvasElement).getByRole('link', { name: LeavingTexts.link })).toHaveAttribute('href', URL)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
