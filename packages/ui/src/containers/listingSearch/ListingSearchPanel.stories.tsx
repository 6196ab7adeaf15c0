import { FilterTexts, Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { sandboxOf } from '../../../../../.storybook/sandbox'
import { FilterFlyoutTexts } from '../../components/FilterFlyout'
import { SavedSearchDialogTexts, SavedSearchesTexts } from '../../components/SavedSearches'
import { SearchBoxTexts } from '../../components/SearchBox'
import { ListingSearchPanel, ListingSearchPanelTexts } from './ListingSearchPanel'

/** Shows the URL's query, so a play function sees what the panel wrote. */
const QueryProbe = () => <output data-testid="query">{decodeURIComponent(useLocation().search)}</output>
const query = (root: HTMLElement) => within(root).getByTestId('query').textContent ?? ''

const LIVE = '/search?l=%5B%22live%22%5D'

const meta = {
  title: 'Search/ListingSearchPanel',
  component: ListingSearchPanel,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
        <QueryProbe />
      </div>
    ),
  ],
  parameters: { sandbox: { persona: 'buyer' }, route: { path: '/search', at: LIVE } },
} satisfies Meta<typeof ListingSearchPanel>
export default meta
type Story = StoryObj<typeof meta>

const savedList = async (root: HTMLElement) =>
  within(await within(root).findByRole('region', { name: SavedSearchesTexts.heading })).findAllByRole('listitem')

/** buyer@ has two saved searches in the sandbox; nothing is filtered yet. */
export const SavedSearchList: Story = {
  play: async ({ canvasElement }) => {
    const items = await savedList(canvasElement)
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('Late models')
    await expect(items[0]).toHaveTextContent('Year: 2021–2025')
    await expect(items[1]).toHaveTextContent(/Make: .+ · Mileage: 0–60,000/)
    await expect(within(canvasElement).getByRole('button', { name: ListingSearchPanelTexts.filters })).toBeVisible()
  },
}

/** Applying a saved search writes its id to s and keeps l; applying it again takes it off. */
export const ApplySavedSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await savedList(canvasElement)
    const apply = canvas.getByRole('button', { name: `${SavedSearchesTexts.apply} Late models` })
    await userEvent.click(apply)
    await waitFor(() => expect(query(canvasElement)).toMatch(/s=\["ss-\d+"\]/))
    await expect(query(canvasElement)).toContain('l=["live"]')
    await expect(apply).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(apply)
    await waitFor(() => expect(query(canvasElement)).not.toContain('s='))
  },
}

/** seller@'s neighbour multi@ has no saved searches. */
export const SavedSearchesEmpty: Story = {
  parameters: { sandbox: { persona: 'multi' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SavedSearchesTexts.empty)).toBeVisible()
  },
}

/** Reading the saved searches fails (after the SDK's 3 retries): the default API error with a Retry. */
export const SavedSearchesError: Story = {
  parameters: { sandbox: { persona: 'buyer', failures: [{ savedSearchesFail: 500 }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })
    await expect(alert).toHaveTextContent(Messages.defaultApiError)
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** Saving needs a name; the new search is listed with the filters applied now. */
export const CreateSavedSearch: Story = {
  parameters: { route: { path: '/search', at: `${LIVE}&f=%5B%22make%3AFord%22%5D` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await savedList(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: SavedSearchesTexts.save }))
    const dialog = await canvas.findByRole('dialog', { name: SavedSearchDialogTexts.createTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: SavedSearchDialogTexts.save }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(FilterTexts.savedSearchNameRequired)
    await expect(within(dialog).getByLabelText(SavedSearchDialogTexts.name)).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(within(dialog).getByLabelText(SavedSearchDialogTexts.name), 'Fords')
    await userEvent.click(within(dialog).getByLabelText(SavedSearchDialogTexts.push))
    await userEvent.click(within(dialog).getByRole('button', { name: SavedSearchDialogTexts.save }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    const items = await savedList(canvasElement)
    await expect(items).toHaveLength(3)
    await expect(items[0]).toHaveTextContent('Fords')
    await expect(items[0]).toHaveTextContent('Make: Ford')
  },
}

/** Saving fails: the default API error toast, and the dialog stays open with the name typed. */
export const CreateFails: Story = {
  parameters: { sandbox: { persona: 'buyer', failures: [{ saveSearchFails: 500 }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await savedList(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: SavedSearchesTexts.save }))
    const dialog = await canvas.findByRole('dialog', { name: SavedSearchDialogTexts.createTitle })
    await userEvent.type(within(dialog).getByLabelText(SavedSearchDialogTexts.name), 'Kept')
    await userEvent.click(within(dialog).getByRole('button', { name: SavedSearchDialogTexts.save }))
    await expect(await within(document.body).findByText(Messages.defaultApiError)).toBeVisible()
    await expect(canvas.getByRole('dialog')).toBeVisible()
    await expect(within(dialog).getByLabelText(SavedSearchDialogTexts.name)).toHaveValue('Kept')
  },
}

/** Renaming a saved search, then deleting it after confirming. */
export const EditAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await savedList(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `${SavedSearchesTexts.edit} Late models` }))
    const dialog = await canvas.findByRole('dialog', { name: SavedSearchDialogTexts.editTitle })
    const name = within(dialog).getByLabelText(SavedSearchDialogTexts.name)
    await userEvent.clear(name)
    await userEvent.type(name, 'Newer models')
    await userEvent.click(within(dialog).getByRole('button', { name: SavedSearchDialogTexts.save }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect((await savedList(canvasElement))[0]).toHaveTextContent('Newer models')
    await userEvent.click(canvas.getByRole('button', { name: `${SavedSearchesTexts.delete} Newer models` }))
    await userEvent.click(
      within(canvas.getByRole('group', { name: SavedSearchesTexts.confirmDelete('Newer models') })).getByRole(
        'button',
        {
          name: SavedSearchesTexts.delete,
        },
      ),
    )
    await waitFor(async () => expect(await savedList(canvasElement)).toHaveLength(1))
  },
}

/** A make and model on offer in the story's world, so trims exist for them. */
const vehicleOnOffer = (context: { loaded: Record<string, unknown> }) => {
  const auction = [...sandboxOf(context).sandbox.world.auctions.values()].find(
    (a) => a.status === 'active' && a.vehicle.trim !== null,
  )
  if (auction === undefined) throw new Error('no active auction with a trim')
  return auction.vehicle
}

/** The flyout open (panel=filters): a make and model, then a trim of theirs and a year; Apply writes f and closes it. */
export const FlyoutOpen: Story = {
  parameters: { route: { path: '/search', at: `${LIVE}&panel=filters` } },
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const vehicle = vehicleOnOffer(context)
    const dialog = await canvas.findByRole('dialog', { name: FilterFlyoutTexts.title })
    const make = await within(dialog).findByLabelText('Make')
    const trim = within(dialog).getByLabelText('Trim')
    await expect(trim).toBeDisabled()
    await expect(trim).toHaveAccessibleDescription(FilterFlyoutTexts.trimNeedsModel)
    await userEvent.selectOptions(make, vehicle.make)
    await userEvent.selectOptions(within(dialog).getByLabelText('Model'), vehicle.model)
    await waitFor(() => expect(trim).toBeEnabled())
    await waitFor(() =>
      expect(within(trim).getByRole('option', { name: new RegExp(`^${vehicle.trim} \\(`) })).toBeTruthy(),
    )
    await userEvent.selectOptions(trim, vehicle.trim ?? '')
    await userEvent.type(within(dialog).getAllByRole('spinbutton', { name: FilterFlyoutTexts.from })[0]!, '2015')
    await userEvent.click(within(dialog).getByLabelText('Clean title'))
    await userEvent.click(within(dialog).getByRole('button', { name: FilterFlyoutTexts.apply }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(query(canvasElement)).toContain(
      `f=["make:${vehicle.make}","model:${vehicle.model}","trim:${vehicle.trim}","year:2015-","condition:clean_title"]`,
    )
    await expect(query(canvasElement)).toContain('l=["live"]')
    await expect(query(canvasElement)).not.toContain('panel=')
    const chips = within(canvas.getByRole('list', { name: ListingSearchPanelTexts.applied }))
    await expect(chips.getByRole('button', { name: 'Remove Condition: Clean title' })).toBeVisible()
    await userEvent.click(chips.getByRole('button', { name: `Remove Model: ${vehicle.model}` }))
    await waitFor(() =>
      expect(query(canvasElement)).toContain(`f=["make:${vehicle.make}","year:2015-","condition:clean_title"]`),
    )
  },
}

/** Escape leaves the flyout without applying, and focus returns to the Filters button; Clear empties the choices. */
export const FlyoutKeyboard: Story = {
  parameters: { route: { path: '/search', at: `${LIVE}&f=%5B%22year%3A2019-%22%5D` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const open = canvas.getByRole('button', { name: ListingSearchPanelTexts.filtersWithCount(1) })
    await userEvent.click(open)
    const dialog = await canvas.findByRole('dialog', { name: FilterFlyoutTexts.title })
    await expect(within(dialog).getByRole('heading', { name: FilterFlyoutTexts.title })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: FilterFlyoutTexts.clear }))
    // The year fields draw once the filter options have loaded (slower on a busy machine).
    const [from] = await within(dialog).findAllByRole('spinbutton', { name: FilterFlyoutTexts.from })
    await expect(from).toHaveValue(null)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(query(canvasElement)).toContain('f=["year:2019-"]')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: ListingSearchPanelTexts.filtersWithCount(1) })).toHaveFocus(),
    )
  },
}

/** On a phone (767px and below) the flyout covers the whole screen. */
export const FlyoutMobileFullScreen: Story = {
  parameters: { route: { path: '/search', at: `${LIVE}&panel=filters` } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: FilterFlyoutTexts.title })
    await within(dialog).findByLabelText('Make')
    await expect(window.innerWidth).toBeLessThanOrEqual(767)
    const box = dialog.getBoundingClientRect()
    await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth)
    await expect(Math.round(box.height)).toBe(window.innerHeight)
    const stickingOut = [...dialog.querySelectorAll('input, select, fieldset')].filter(
      (field) => field.getBoundingClientRect().right > box.right + 0.5,
    )
    await expect(stickingOut).toHaveLength(0)
  },
}

/** Typing shows suggestions (a combobox); arrows and Enter choose one; the search is then a recent one. */
export const SuggestionsOpen: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const canvas = within(canvasElement)
    const vehicle = vehicleOnOffer(context)
    const box = canvas.getByRole('combobox', { name: SearchBoxTexts.label })
    await userEvent.type(box, vehicle.make.slice(0, 3))
    const list = await canvas.findByRole('listbox', { name: SearchBoxTexts.suggestions })
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0))
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    const first = within(list).getAllByRole('option')[0]!
    await expect(box).toHaveAttribute('aria-activedescendant', first.id)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    const text = first.textContent ?? ''
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(query(canvasElement)).toContain(`"make:${text.split(' ')[0]}"`))
    await expect(box).toHaveValue('')
    await userEvent.click(box)
    const recent = await canvas.findByRole('listbox', { name: SearchBoxTexts.recent })
    await expect(within(recent).getAllByRole('option')[0]).toHaveTextContent(`Make: ${text.split(' ')[0]}`)
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

/** /search with no query: lane live plus buyer@'s applied (enabled) saved searches, written into the URL. */
export const SearchDefaults: Story = {
  args: { searchDefaults: true },
  parameters: { route: { path: '/search', at: '/search' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(query(canvasElement)).toMatch(/^\?l=\["live"\]&s=\["ss-\d+","ss-\d+"\]$/))
  },
}
