import { RemoteModules } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RemoteModuleFailure } from './RemoteModuleFailure'

const Loaded = () => <p>Transport jobs</p>

/** A remote module's code did not load (shell §1): the page names it and retries the import in place. */
const meta = {
  title: 'Shell/RemoteModuleFailure',
  component: RemoteModuleFailure,
  args: { module: RemoteModules.transportationHub, load: fn(async () => Loaded), onFailure: fn() },
} satisfies Meta<typeof RemoteModuleFailure>
export default meta
type Story = StoryObj<typeof meta>

export const RetryLoadsTheModule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Transport is unavailable' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByText('Transport jobs')).toBeVisible()
    await expect(args.load).toHaveBeenCalledOnce()
    await expect(args.onFailure).not.toHaveBeenCalled()
  },
}

const stillDown = new Error('Failed to fetch dynamically imported module')
export const RetryFailsAgain: Story = {
  args: { module: RemoteModules.inventory, load: fn(async () => Promise.reject(stillDown)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onFailure).toHaveBeenCalledWith(stillDown)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'My Inventory could not be loaded. Check your connection and try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }
