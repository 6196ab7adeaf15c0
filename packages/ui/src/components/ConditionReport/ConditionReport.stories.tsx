import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ConditionReport } from './ConditionReport'

const REPORT = {
  sections: [
    {
      id: 'exterior',
      title: 'Exterior',
      questions: [
        { id: 'paint', title: 'Paint', answer: 'Scratches', note: 'See photos.', flagged: true },
        { id: 'glass', title: 'Glass', answer: 'No issues', note: null, flagged: false },
      ],
    },
    {
      id: 'interior',
      title: 'Interior',
      questions: [{ id: 'odors', title: 'Odors', answer: 'No issues', note: null, flagged: false }],
    },
  ],
}

const meta = {
  title: 'Auction/ConditionReport',
  component: ConditionReport,
  args: { report: REPORT },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ConditionReport>
export default meta
type Story = StoryObj<typeof meta>

/** A section that reports a problem starts open and says so in words. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const report = within(canvasElement)
    await expect(report.getByRole('button', { name: 'Exterior 1 problem' })).toHaveAttribute('aria-expanded', 'true')
    await expect(report.getByText('Problem: Scratches')).toBeVisible()
    await expect(report.getByRole('button', { name: 'Interior No problems' })).toHaveAttribute('aria-expanded', 'false')
    await expect(report.queryByText('Odors')).not.toBeVisible()
  },
}

/** Sections open and close with Enter or Space on their heading button. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const report = within(canvasElement)
    const interior = report.getByRole('button', { name: 'Interior No problems' })
    interior.focus()
    await userEvent.keyboard('{Enter}')
    await expect(interior).toHaveAttribute('aria-expanded', 'true')
    await expect(report.getByText('Odors')).toBeVisible()
    await userEvent.keyboard(' ')
    await expect(interior).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Empty: Story = {
  args: { report: { sections: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No condition report for this vehicle.')).toBeVisible()
  },
}
