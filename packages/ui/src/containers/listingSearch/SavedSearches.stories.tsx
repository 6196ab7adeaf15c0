import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SavedSearchesTexts } from '../../components/SavedSearches/SavedSearches'
import { SavedSearchesContainer as SavedSearches } from './SavedSearchesContainer'

const meta = {
  title: 'Search/SavedSearches',
  component: SavedSearches,
  args: { currentFilters: [], appliedIds: [], onAppliedChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 640 }}>{Story()}</div>],
  parameters: { sandbox: { persona: 'buyer' } },
} satisfies Meta<typeof SavedSearches>
export default meta
type Story = StoryObj<typeof meta>

/** The list has not arrived yet. */
export const Loading: Story = {
  parameters: { sandbox: { persona: 'buyer', failures: [{ slowResponses: 'forever' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SavedSearchesTexts.loading)).toBeInTheDocument()
  },
}

/** Applying a search asks for the applied ids with it. */
export const ApplyOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const apply = await canvas.findByRole('button', { name: `${SavedSearchesTexts.apply} Late models` })
    await userEvent.click(apply)
    await expect(args.onAppliedChange).toHaveBeenCalledWith([expect.stringMatching(/^ss-\d+$/)])
  },
}

/** On a phone the entries wrap and stay usable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(2)
  },
}
