import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TextField } from './TextField'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', defaultValue: '' },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email')
    await expect(input).not.toHaveAttribute('aria-invalid')
  },
}

export const WithHint: Story = { args: { label: 'Bid amount', hint: 'Whole dollars', defaultValue: '5300' } }

export const WithError: Story = {
  args: { label: 'Bid amount', defaultValue: '12.5', error: 'Tried setting a value that was NaN!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Bid amount')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Tried setting a value that was NaN!')
  },
}
