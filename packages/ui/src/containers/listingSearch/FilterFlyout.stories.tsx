import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FilterFlyoutTexts } from '../../components/FilterFlyout/FilterFlyout'
import { FilterFlyoutContainer as FilterFlyout } from './FilterFlyoutContainer'

const meta = {
  title: 'Search/FilterFlyout',
  component: FilterFlyout,
  args: { applied: [], onApply: fn(), onClose: fn() },
  parameters: { sandbox: { persona: 'buyer' } },
} satisfies Meta<typeof FilterFlyout>
export default meta
type Story = StoryObj<typeof meta>

/** The options load from the sandbox; what is applied now shows as chosen. */
export const WithAppliedFilters: Story = {
  args: {
    applied: [
      { filterType: 'year', minValue: 2018, maxValue: 2022 },
      { filterType: 'condition', value: 'no_frame_damage' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: FilterFlyoutTexts.title })
    await within(dialog).findByLabelText('Make')
    await expect(within(dialog).getAllByRole('spinbutton', { name: FilterFlyoutTexts.from })[0]).toHaveValue(2018)
    await expect(within(dialog).getAllByRole('spinbutton', { name: FilterFlyoutTexts.to })[0]).toHaveValue(2022)
    await expect(await within(dialog).findByLabelText('No frame damage')).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: FilterFlyoutTexts.close }))
    await expect(args.onClose).toHaveBeenCalled()
    await expect(args.onApply).not.toHaveBeenCalled()
  },
}

/** Clear then Apply applies no filters. */
export const ClearThenApply: Story = {
  args: { applied: [{ filterType: 'make', value: 'Ford' }] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: FilterFlyoutTexts.title })
    await expect(await within(dialog).findByLabelText('Make')).toHaveValue('Ford')
    await userEvent.click(within(dialog).getByRole('button', { name: FilterFlyoutTexts.clear }))
    await userEvent.click(within(dialog).getByRole('button', { name: FilterFlyoutTexts.apply }))
    await expect(args.onApply).toHaveBeenCalledWith([])
  },
}

/** The options have not arrived yet. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'buyer', failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(FilterFlyoutTexts.loading)).toBeInTheDocument()
  },
}
