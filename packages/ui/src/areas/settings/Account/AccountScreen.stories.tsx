import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsAccountPage } from '../pages'
import { ListingPreferenceTexts } from './ListingPreference'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/Account',
  component: SettingsAccountPage,
  parameters: { route: { path: '/settings/account', at: '/settings/account' } },
} satisfies Meta<typeof SettingsAccountPage>
export default meta
type Story = StoryObj<typeof meta>

/** admin@: the settings menu lists the admin pages; the profile holds their name. */
export const Populated: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    const menu = within(page.getByRole('navigation', { name: 'Settings' }))
    await expect(menu.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/settings/dashboard')
    await expect(page.getByLabelText('First name')).toHaveValue('Alex')
    await expect(page.getByLabelText('Last name')).toHaveValue('Alvarez')
  },
}

export const SavesTheProfile: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.clear(page.getByLabelText('Zip code'))
    await userEvent.type(page.getByLabelText('Zip code'), '80202')
    await userEvent.click(page.getByRole('button', { name: 'Save profile' }))
    await expect(await page.findByText('Profile saved.')).toBeVisible()
  },
}

/** A field is checked when it loses focus; a bad one stops the submit with its text. */
export const InvalidProfile: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.clear(page.getByLabelText('First name'))
    await userEvent.tab()
    await expect(page.getByText('Enter your first name.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Zip code'), '123')
    await userEvent.click(page.getByRole('button', { name: 'Save profile' }))
    await expect(page.getByText('Enter a 5-digit zip code.')).toBeVisible()
    await expect(page.queryByText('Profile saved.')).toBeNull()
  },
}

/** seller@ has the refreshed search page's flag and prefers it; choosing the marketplace is saved. */
export const ListingPreference: Story = {
  parameters: sandbox({ persona: 'seller' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByText('/search', { selector: 'strong' })).toBeVisible()
    await userEvent.click(page.getByRole('radio', { name: 'Marketplace (/marketplace)' }))
    await userEvent.click(page.getByRole('button', { name: 'Save listing page' }))
    await expect(await page.findByText('Listing page saved.')).toBeVisible()
    await expect(page.getByText('/marketplace', { selector: 'strong' })).toBeVisible()
  },
}

/** buyer@ is not an admin: no admin pages in the menu; without the flag the listing choice says why not. */
export const NotAdmin: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const menu = within(page.getByRole('navigation', { name: 'Settings' }))
    await expect(menu.queryByRole('link', { name: 'Addresses' })).toBeNull()
    await expect(menu.getByRole('link', { name: 'Proxy bids' })).toBeVisible()
    // Said in words beside the greyed-out choice, not only on the disabled button's hover.
    await expect(page.getByRole('group', { name: 'Show me auctions on' })).toHaveAccessibleDescription(
      ListingPreferenceTexts.unavailable,
    )
    await expect(page.getByRole('radio', { name: 'Marketplace (/marketplace)' })).toBeDisabled()
  },
}

export const LimitedUser: Story = {
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  },
}
