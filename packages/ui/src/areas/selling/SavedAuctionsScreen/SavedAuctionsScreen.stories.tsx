import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  type SandboxParameters,
  sandboxOf,
  savedAuctionBecomes,
  savedAuctionsCopied,
} from '../../../../../../.storybook/sandbox'
import { SavedAuctionsScreen, SendToAuctionScreen } from './SavedAuctionsScreen'

/** seller@'s twelve saved vehicles (packages/sandbox/src/world/savedAuctions.ts), ids 5001 to 5012. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/SavedAuctionsScreen',
  component: SavedAuctionsScreen,
  parameters: { route: { path: '/myacv/saved', at: '/myacv/saved' }, ...sandbox() },
} satisfies Meta<typeof SavedAuctionsScreen>
export default meta
type Story = StoryObj<typeof meta>

const rows = async (root: HTMLElement) =>
  within(await within(root).findByRole('list', { name: 'Saved auctions' })).getAllByRole('listitem')

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const items = await rows(canvasElement)
    await expect(items).toHaveLength(12)
    await expect(page.getByText('12 saved vehicles')).toBeVisible()
    for (const text of ['Send To Auction', 'Auction Launched!', 'No More Launches', 'Expired', 'Missing Info'])
      await expect(page.getAllByText(text).length).toBeGreaterThan(0)
    await expect(page.getByText('Frame damage reported: launches red light.')).toBeVisible()
    await expect(page.getAllByText('Read-only').length).toBe(2)
    await expect(within(items[0]!).getByText(/^Run #\d+$/)).toBeVisible()
  },
}

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const first = (await rows(canvasElement))[0]!
    const vin = within(first).getByText(/^VIN /).textContent!.slice(4)
    await userEvent.type(page.getByLabelText('Search saved vehicles'), vin)
    await userEvent.click(page.getByRole('button', { name: 'Search' }))
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(1))
    await userEvent.clear(page.getByLabelText('Search saved vehicles'))
    await userEvent.type(page.getByLabelText('Search saved vehicles'), 'no such vehicle')
    await userEvent.click(page.getByRole('button', { name: 'Search' }))
    await expect(await page.findByText('No saved vehicle matches')).toBeVisible()
  },
}

export const BulkLaunchReportsTheRefusedAndLaunchesTheRest: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await rows(context.canvasElement)
    await userEvent.click(page.getByRole('checkbox', { name: /^Select 2015 Nissan/ }))
    await userEvent.click(page.getByRole('checkbox', { name: /^Select 2016 Subaru/ }))
    await expect(page.getByText('2 selected')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Launch selected (2)' }))
    const panel = await page.findByRole('region', { name: 'Launch 2 vehicles' })
    for (const input of within(panel).getAllByLabelText(/^Floor price/)) {
      await userEvent.clear(input)
      await userEvent.type(input, '15000')
    }
    savedAuctionBecomes(sandboxOf(context), 5002, 'expired')
    await userEvent.click(within(panel).getByRole('button', { name: 'Launch 2' }))
    await expect(await within(panel).findByText('1 of 2 launched.')).toBeVisible()
    await expect(within(panel).getByRole('alert')).toHaveTextContent('This saved auction has expired.')
    await expect(within(panel).getByText('Refused: This saved auction has expired.')).toBeVisible()
    await expect(within(panel).getByRole('link', { name: 'view auction' })).toBeVisible()
  },
}

export const BulkLaunchNeedsFloorPrices: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await rows(canvasElement)
    await userEvent.click(page.getByRole('button', { name: 'Select all ready' }))
    await userEvent.click(page.getByRole('button', { name: 'Launch selected (6)' }))
    const panel = await page.findByRole('region', { name: 'Launch 6 vehicles' })
    const first = within(panel).getAllByLabelText(/^Floor price/)[0]!
    await userEvent.clear(first)
    await userEvent.click(within(panel).getByRole('button', { name: 'Launch 6' }))
    await expect(await within(panel).findAllByText('Enter a floor price in whole dollars.')).not.toHaveLength(0)
  },
}

export const BulkLaunchServiceDown: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/launch/v1/bulk_auction_launch', status: 500, method: 'post' } }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await rows(canvasElement)
    await userEvent.click(page.getByRole('checkbox', { name: /^Select 2015 Nissan/ }))
    await userEvent.click(page.getByRole('button', { name: 'Launch selected (1)' }))
    const panel = await page.findByRole('region', { name: 'Launch 1 vehicle' })
    await userEvent.type(within(panel).getByLabelText(/^Floor price/), '15000')
    await userEvent.click(within(panel).getByRole('button', { name: 'Launch 1' }))
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('The sandbox failed this call (500).')
    await expect(within(panel).getByText('0 of 1 launched.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: 'Loading saved auctions' })).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/bff/saved_auctions', status: 503 } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}

export const Malformed: Story = {
  parameters: sandbox({ failures: [{ callMalformed: { path: '*/bff/saved_auctions' } }] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There was problem processing your request. Please try again or adjust your parameters.',
      ),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: sandbox({ persona: 'buyer' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any saved auctions. When you do, they'll appear here.",
      ),
    ).toBeVisible()
  },
}

export const MultipleDealerships: Story = {
  parameters: sandbox({ persona: 'multi' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await rows(canvasElement)
    await expect(page.getByRole('combobox', { name: 'Dealership' })).toHaveValue('-1')
  },
}

export const LimitedUser: Story = {
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await page.findByRole('heading', { name: 'Saved' })
    await waitFor(() => expect(page.queryByRole('list', { name: 'Loading saved auctions' })).toBeNull())
    const launch = page.queryByRole('button', { name: /^Launch selected/ })
    if (launch) await expect(launch).toHaveAttribute('aria-disabled', 'true')
    await expect(page.queryByRole('link', { name: 'Send To Auction' })).toBeNull()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement)).toHaveLength(12)
  },
}

export const SendToAuctionShowsTheReadyOnes: Story = {
  render: () => <SendToAuctionScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: 'Send to Auction' })).toBeVisible()
    const items = await rows(canvasElement)
    await expect(items).toHaveLength(6)
    await expect(page.queryByText('Missing Info')).toBeNull()
    await expect(page.getByText('6 ready')).toBeVisible()
  },
}

export const LongListIsVirtualized: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await rows(context.canvasElement)
    savedAuctionsCopied(sandboxOf(context), 5001, 150, 'VIRT')
    await userEvent.type(page.getByLabelText('Search saved vehicles'), 'virt')
    await userEvent.click(page.getByRole('button', { name: 'Search' }))
    await expect(await page.findByText('150 saved vehicles')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Show more (12 of 150)' }))
    await waitFor(async () => expect((await rows(context.canvasElement))[0]).toHaveAttribute('aria-setsize', '112'))
    // Past 100 rows only those near the viewport are drawn, each saying its place in the whole list.
    await expect((await rows(context.canvasElement)).length).toBeLessThan(60)
    await userEvent.click((await rows(context.canvasElement))[0]!.querySelector('input')!)
    await expect(page.getByText('1 selected')).toBeVisible()
  },
}
