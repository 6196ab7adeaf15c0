import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SettingsAddAddressPage, SettingsEditAddressPage } from '../pages'

const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'admin', ...options },
})

const meta = {
  title: 'Screens/Settings/AddressForm',
  component: SettingsAddAddressPage,
  parameters: { route: { path: '/settings/add-new-address', at: '/settings/add-new-address?dealer=103' } },
} satisfies Meta<typeof SettingsAddAddressPage>
export default meta
type Story = StoryObj<typeof meta>

const fillValid = async (page: ReturnType<typeof within>) => {
  await userEvent.type(page.getByLabelText('Address name'), 'North lot')
  await userEvent.type(page.getByLabelText('Street address'), '12 Depot Rd')
  await userEvent.type(page.getByLabelText('City'), 'Denver')
  await userEvent.type(page.getByLabelText('State (two letters)'), 'co')
  await userEvent.type(page.getByLabelText('Zip code'), '802021234')
}

/** US rules (ADR 0029): each field checked on blur with its text; the phone is shown as (312) 555-0100. */
export const ValidatesOnBlur: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText('Zip code'), '123')
    await userEvent.tab()
    await expect(page.getByText('Enter a 5-digit zip code, or ZIP+4 like 60614-1234.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Phone (optional)'), '312555010')
    await userEvent.tab()
    await expect(page.getByText('Enter a 10-digit phone number, like (312) 555-0100.')).toBeVisible()
    await userEvent.type(page.getByLabelText('Phone (optional)'), '0')
    await userEvent.tab()
    await expect(page.getByLabelText('Phone (optional)')).toHaveValue('(312) 555-0100')
    await userEvent.click(page.getByRole('button', { name: 'Add address' }))
    await expect(page.getByText('Enter the address name.')).toBeVisible()
  },
}

export const Adds: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillValid(page)
    await userEvent.click(page.getByRole('button', { name: 'Add address' }))
    await expect(await page.findByTestId('navigated')).toHaveTextContent('Navigated to /settings/addresses')
  },
}

/** The server refuses: its text shows and what was typed stays. */
export const Refused: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/address/:dealer', status: 403, method: 'post' } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await fillValid(page)
    await userEvent.click(page.getByRole('button', { name: 'Add address' }))
    await expect(await page.findByText('The sandbox failed this call (403).')).toBeVisible()
    await expect(page.getByLabelText('Address name')).toHaveValue('North lot')
    await expect(page.getByLabelText('Zip code')).toHaveValue('802021234')
  },
}

export const Edit: Story = {
  render: () => <SettingsEditAddressPage />,
  parameters: {
    ...sandbox(),
    route: { path: '/settings/edit-address/:addressId', at: '/settings/edit-address/103001' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const name = await page.findByLabelText('Address name')
    await expect(name).toHaveValue('Summit Motors (main lot)')
    await expect(page.getByLabelText('Zip code')).toHaveValue('80202')
    await userEvent.clear(name)
    await userEvent.type(name, 'Head office lot')
    await userEvent.click(page.getByRole('button', { name: 'Save address' }))
    await expect(await page.findByTestId('navigated')).toHaveTextContent('Navigated to /settings/addresses')
  },
}

export const Mobile: Story = {
  parameters: sandbox(),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Add new address' })).toBeVisible()
  },
}
