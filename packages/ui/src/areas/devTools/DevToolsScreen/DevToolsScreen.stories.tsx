import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { DevToolsScreen } from './DevToolsScreen'

/** /dev-tools against the sandbox: capital@ has the dev-tools and capital flags on, loyalty off. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'capital', auctions: 0, ...options },
})

const meta = {
  title: 'Screens/DevToolsScreen',
  component: DevToolsScreen,
  parameters: { route: { path: '/dev-tools', at: '/dev-tools' } },
} satisfies Meta<typeof DevToolsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Every known flag with its server value; an override is marked and counted, and Reset all drops it. */
export const Flags: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Feature flags' })
    await expect(within(list).getByText('capital_use_microfrontend')).toBeVisible()
    const loyalty = within(list).getByLabelText('loyalty')
    await expect(loyalty).toHaveValue('server')
    await userEvent.selectOptions(loyalty, 'on')
    await expect(await page.findByText('1 overridden on this device.')).toBeVisible()
    await expect(loyalty.closest('li')).toHaveTextContent('Server: off · In use: on (overridden)')
    await userEvent.click(page.getByRole('button', { name: 'Reset all overrides' }))
    await expect(await page.findByText('No flag is overridden.', { selector: 'p' })).toBeVisible()
    await expect(loyalty).toHaveValue('server')
    await expect(within(list).getByLabelText('dev_tools')).toBeDisabled()
  },
}

export const Filtered: Story = {
  parameters: sandbox(),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('list', { name: 'Feature flags' })
    await userEvent.type(page.getByLabelText('Filter flags'), 'title')
    const list = page.getByRole('list', { name: 'Feature flags' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.type(page.getByLabelText('Filter flags'), 'zzz')
    await expect(await page.findByText('No flags match')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading feature flags')).toBeInTheDocument()
  },
}

/** A failed load says every flag reads off, keeps the overrides usable, and offers a retry. */
export const LoadFailed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/api/feature_flags', status: 403 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText('The feature flags did not load, so every flag reads off unless you override it here.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Feature flags' })).toBeVisible()
  },
}

export const Mobile: Story = { ...Flags, globals: { viewport: { value: 'mobile1' } } }
