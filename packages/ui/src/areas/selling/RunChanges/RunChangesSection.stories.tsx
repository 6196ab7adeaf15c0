import type { AuctionId, Dollars, EpochMillis } from '@gavel/domain'
import type { RunChanges } from '@gavel/domain/areas/selling'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SandboxAuctions, type SandboxParameters } from '../../../../../../.storybook/sandbox'
import { RunChangesSection, RunChangesView } from './RunChangesSection'

const id = (n: number) => n as AuctionId
const usd = (n: number) => n as Dollars
const seen: RunChanges = {
  auctionId: id(901),
  runNumber: 3,
  previousAuctionId: id(801),
  odometer: { previous: 41000, current: 41250 },
  photos: { previous: 4, current: 7 },
  problemsAdded: [{ section: 'Tires & Wheels', question: 'Wheel damage', answer: 'Curb rash' }],
  problemsFixed: [{ section: 'Exterior', question: 'Windshield', answer: 'Chip' }],
  runs: [
    {
      auctionId: id(701),
      runNumber: 1,
      startPrice: usd(500),
      reserve: usd(19000),
      highBid: usd(16200),
      status: 'ended_declined',
      endedAt: 1 as EpochMillis,
    },
    {
      auctionId: id(801),
      runNumber: 2,
      startPrice: usd(500),
      reserve: usd(18000),
      highBid: null,
      status: 'ended_nobid',
      endedAt: 2 as EpochMillis,
    },
    {
      auctionId: id(901),
      runNumber: 3,
      startPrice: usd(100),
      reserve: usd(16500),
      highBid: usd(15100),
      status: 'active',
      endedAt: null,
    },
  ],
}

const meta = {
  title: 'Selling/RunChanges',
  component: RunChangesView,
  args: { changes: seen },
} satisfies Meta<typeof RunChangesView>
export default meta
type Story = StoryObj<typeof meta>

export const SellerSeesReserves: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: 'What changed since run #2' })).toBeVisible()
    await expect(page.getByText('Odometer 41,000 mi → 41,250 mi (+250 mi)')).toBeVisible()
    await expect(page.getByText('4 photos → 7 photos')).toBeVisible()
    await expect(page.getByText('New: Tires & Wheels — Wheel damage: Curb rash')).toBeVisible()
    await expect(page.getByText('Fixed: Exterior — Windshield: Chip')).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Reserve' })).toBeVisible()
    await expect(page.getAllByRole('row')).toHaveLength(4)
  },
}

export const BuyerSeesNoReserves: Story = {
  args: { changes: { ...seen, runs: seen.runs.map((r) => ({ ...r, reserve: null })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Reserve' })).toBeNull()
  },
}

export const NothingChanged: Story = {
  args: {
    changes: {
      ...seen,
      odometer: { previous: 5, current: 5 },
      photos: { previous: 4, current: 4 },
      problemsAdded: [],
      problemsFixed: [],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No problems added or fixed.')).toBeVisible()
    await expect(within(canvasElement).getByText('Odometer unchanged at 5 mi')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible()
  },
}

const onSandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})

/** An auction that was never a saved auction's launch has no runs: the section draws nothing. */
export const FirstRunShowsNothing: Story = {
  render: () => (
    <div data-testid="holder">
      <RunChangesSection auctionId={SandboxAuctions.buyerOutbid as AuctionId} />
    </div>
  ),
  parameters: onSandbox(),
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 500))
    await expect(within(canvasElement).getByTestId('holder')).toBeEmptyDOMElement()
  },
}

export const Failed: Story = {
  render: () => <RunChangesSection auctionId={SandboxAuctions.buyerOutbid as AuctionId} />,
  parameters: onSandbox({
    failures: [{ callFails: { path: '*/launch/v1/auctions/:auctionId/changes', status: 503 } }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
  },
}
