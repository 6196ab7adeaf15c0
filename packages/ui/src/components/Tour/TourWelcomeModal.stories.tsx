import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TourWelcomeModal } from './TourWelcomeModal'
import { TourTexts } from './tourContent'

const meta = {
  title: 'Shell/TourWelcomeModal',
  component: TourWelcomeModal,
  args: { onStart: fn(), onSkip: fn() },
} satisfies Meta<typeof TourWelcomeModal>
export default meta
type Story = StoryObj<typeof meta>

/** The welcome modal (shell §4.5): focus starts on START TUTORIAL. */
export const Welcome: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    const dialog = page.getByRole('dialog', { name: TourTexts.welcomeTitle })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const start = page.getByRole('button', { name: TourTexts.start })
    await expect(start).toHaveFocus()
    await userEvent.click(start)
    await expect(args.onStart).toHaveBeenCalledOnce()
  },
}

/** SKIP, or Escape, skips to the revisit step; Tab stays inside the modal. */
export const SkipByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    await expect(page.getByRole('button', { name: TourTexts.start })).toHaveFocus()
    await userEvent.tab()
    await expect(page.getByRole('button', { name: TourTexts.skip })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(page.getByRole('button', { name: TourTexts.start })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onSkip).toHaveBeenCalledOnce()
  },
}
