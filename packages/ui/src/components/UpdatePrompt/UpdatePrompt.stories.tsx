import { Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UpdatePrompt } from './UpdatePrompt'

const meta = {
  title: 'Shell/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>
export default meta
type Story = StoryObj<typeof meta>

export const Prompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: Messages.updateAvailable })).toBeVisible()
    await expect(canvas.getByText(Messages.reloadToUpdate)).toBeVisible()
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(args.onReload).toHaveBeenCalledTimes(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }))
    await expect(args.onLater).toHaveBeenCalledTimes(1)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reload' })).toBeVisible()
  },
}
