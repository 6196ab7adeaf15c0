import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TourPopover } from './TourPopover'
import { TOURS, TourTexts, WELCOME_STEPS } from './tourContent'

const chapter1 = TOURS.marketplace2Chapter1.steps

const meta = {
  title: 'Shell/TourPopover',
  component: TourPopover,
  args: {
    step: chapter1[1]!,
    index: 1,
    total: chapter1.length,
    position: { top: 80, left: 40 },
    onNext: fn(),
    onPrevious: fn(),
    onSkip: fn(),
    onFinish: fn(),
  },
} satisfies Meta<typeof TourPopover>
export default meta
type Story = StoryObj<typeof meta>

/** A middle step: Step 2 of 5, Previous, Next and Skip tour; focus on Next; Escape skips. */
export const Step: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('dialog', { name: chapter1[1]!.header })).toBeVisible()
    await expect(page.getByText('Step 2 of 5')).toBeVisible()
    await expect(page.getByRole('button', { name: TourTexts.next })).toHaveFocus()
    await userEvent.click(page.getByRole('button', { name: TourTexts.previous }))
    await expect(args.onPrevious).toHaveBeenCalledOnce()
    await userEvent.click(page.getByRole('button', { name: TourTexts.next }))
    await expect(args.onNext).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    await expect(args.onSkip).toHaveBeenCalledOnce()
  },
}

/** The first step has no Previous. */
export const FirstStep: Story = {
  args: { step: chapter1[0]!, index: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Step 1 of 5')).toBeVisible()
    await expect(page.queryByRole('button', { name: TourTexts.previous })).toBeNull()
  },
}

/** The last step says Finish instead of Next, and offers no Skip. */
export const LastStep: Story = {
  args: { step: chapter1[4]!, index: 4 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement)
    await expect(page.getByText('Step 5 of 5')).toBeVisible()
    await expect(page.queryByRole('button', { name: TourTexts.next })).toBeNull()
    await expect(page.queryByRole('button', { name: TourTexts.skipTour })).toBeNull()
    await userEvent.click(page.getByRole('button', { name: TourTexts.finish }))
    await expect(args.onFinish).toHaveBeenCalledOnce()
  },
}

/** After SKIP on the welcome modal: where the tutorials live, with Finish only. */
export const RevisitStep: Story = {
  args: { step: WELCOME_STEPS.revisit, index: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('dialog', { name: WELCOME_STEPS.revisit.header })).toBeVisible()
    await expect(page.queryByText(/Step \d/)).toBeNull()
    await expect(page.getByRole('button', { name: TourTexts.finish })).toHaveFocus()
  },
}

/** On a phone the popover keeps inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { position: { top: 80, left: 8 } },
}
