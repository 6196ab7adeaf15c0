import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { SavedAuctionScreen } from './SavedAuctionScreen'

/** seller@'s saved vehicles: 5001 ready to launch (run #2), 5007 expired, 5012 ready but forced red light. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})
const at = (id: number) => ({ route: { path: '/saved/:savedAuctionId', at: `/saved/${id}` } })

const meta = {
  title: 'Screens/Selling/SavedAuctionScreen',
  component: SavedAuctionScreen,
  parameters: { ...at(5001), ...sandbox() },
} satisfies Meta<typeof SavedAuctionScreen>
export default meta
type Story = StoryObj<typeof meta>

const form = async (root: HTMLElement) =>
  within(await within(root).findByRole('form', { name: /Relaunch|Send to auction/ }))

export const Launches: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const f = await form(canvasElement)
    await expect(page.getByText('Send To Auction')).toBeVisible()
    await userEvent.type(f.getByLabelText('Floor price ($)'), '14500')
    await userEvent.click(f.getByRole('button', { name: 'Relaunch' }))
    await expect(await page.findByRole('status')).toHaveTextContent('Auction Launched!')
    await expect(page.getByRole('link', { name: 'View the auction' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auction\/\d+$/),
    )
  },
}

export const ChecksFieldsOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.click(f.getByLabelText('Floor price ($)'))
    await userEvent.tab()
    await expect(await f.findByText('Enter a floor price in whole dollars.')).toBeVisible()
    await userEvent.type(f.getByLabelText('Floor price ($)'), '50')
    await userEvent.tab()
    await expect(await f.findByText('The floor price must be at least the start price.')).toBeVisible()
  },
}

export const NoReservePreviewPicksAWindow: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    const lane = f.getByRole('combobox', { name: 'Lane' })
    const preview = within(lane)
      .getAllByRole('option')
      .find((o) => /no reserve/i.test(o.textContent ?? ''))
    await expect(preview).toBeDefined()
    await userEvent.selectOptions(lane, preview!)
    await expect(f.queryByLabelText('Floor price ($)')).toBeNull()
    await expect(f.getByRole('combobox', { name: 'Launch window' })).toBeVisible()
  },
}

export const RefusedKeepsTheForm: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/launch/v1/:id/launch_auction', status: 409, method: 'post' } }],
  }),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await userEvent.type(f.getByLabelText('Floor price ($)'), '14500')
    await userEvent.click(f.getByRole('button', { name: 'Relaunch' }))
    await expect(await f.findByRole('alert')).toHaveTextContent('The sandbox failed this call (409).')
    await expect(f.getByLabelText('Floor price ($)')).toHaveValue('14500')
  },
}

export const RedLight: Story = {
  parameters: at(5012),
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement)
    await expect(f.getByRole('checkbox', { name: 'Green light' })).toBeDisabled()
    await expect(f.getByText('This vehicle launches red light.')).toBeVisible()
  },
}

export const CannotLaunch: Story = {
  parameters: at(5007),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/Expired: this vehicle cannot go to auction now/)).toBeVisible()
    await expect(page.queryByRole('form')).toBeNull()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/launch/v1/:id/details', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to get the saved auction', {}, { timeout: 15_000 }),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the saved auction')).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await form(canvasElement)
  },
}
