import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SearchBoxTexts } from '../../components/SearchBox/SearchBox'
import { SearchBoxContainer as SearchBox } from './SearchBoxContainer'

const meta = {
  title: 'Search/SearchBox',
  component: SearchBox,
  args: { onChoose: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}>{Story()}</div>],
  parameters: { sandbox: { persona: 'buyer' } },
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

/** Nothing typed and no recent searches yet: the list stays closed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: SearchBoxTexts.label })
    await userEvent.click(box)
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

/** Text no vehicle matches: the list stays closed and the status says so. */
export const NoSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: SearchBoxTexts.label }), 'zzzz')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SearchBoxTexts.noMatch))
  },
}

/** A click on a suggestion chooses it with its filters; Escape on an empty list clears the text. */
export const ClickASuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('combobox', { name: SearchBoxTexts.label })
    await userEvent.type(box, 'a')
    const options = await within(await canvas.findByRole('listbox')).findAllByRole('option')
    await userEvent.click(options[0]!)
    await expect(args.onChoose).toHaveBeenCalledWith({ kind: 'suggestion', filters: expect.any(Array) })
    await userEvent.type(box, 'zzzz')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(SearchBoxTexts.noMatch))
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveValue('')
  },
}
