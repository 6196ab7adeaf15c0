import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListingControls } from './ListingControls'

const meta = {
  title: 'Listing/ListingControls',
  component: ListingControls,
  args: {
    states: [
      {
        state: 'live',
        label: 'Live',
        sorts: [
          { value: 'end_time', label: 'Ending soonest' },
          { value: 'recommended', label: 'Recommended' },
        ],
      },
      {
        state: 'sold',
        label: 'Sold',
        sorts: [
          { value: 'recently_ended', label: 'Recently ended' },
          { value: 'close_to_market_value', label: 'Close to market value' },
        ],
      },
    ],
    state: 'all',
    sort: 'end_time',
    onStateChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof ListingControls>
export default meta
type Story = StoryObj<typeof meta>

/** The default state (all) shows as the first state; its sorts are the live ones. */
export const LiveSorts: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement)
    await expect(screen.getByLabelText('Show')).toHaveDisplayValue('Live')
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'recommended')
    await expect(args.onSortChange).toHaveBeenCalledWith('recommended')
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'sold')
    await expect(args.onStateChange).toHaveBeenCalledWith('sold')
  },
}

export const EndedSorts: Story = {
  args: { state: 'sold', sort: 'close_to_market_value' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sort by')).toHaveDisplayValue('Close to market value')
  },
}

/** The width a select's chosen option needs: its text in the select's font, its padding and the arrow (16 px). */
const neededWidth = (select: HTMLSelectElement) => {
  const style = getComputedStyle(select)
  const context = document.createElement('canvas').getContext('2d')
  if (context === null) throw new Error('no canvas')
  context.font = style.font
  const text = context.measureText(select.selectedOptions[0]?.text ?? '').width
  return text + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 16
}

/** On a small phone (320 px) each select still shows its whole choice: Sort by takes a line of its own rather than
 * cut "Ending soonest". */
export const SmallPhoneShowsWholeChoice: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    for (const label of ['Show', 'Sort by']) {
      const select = screen.getByLabelText(label) as HTMLSelectElement
      await expect(select.clientWidth).toBeGreaterThanOrEqual(neededWidth(select))
    }
  },
}
