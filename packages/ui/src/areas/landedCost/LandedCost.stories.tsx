import { AuctionBidding, type BidReceipt, dollars, IdGenerator, type PortId, SessionControl } from '@gavel/domain'
import { type LandedCostInputs, LandedCostSources } from '@gavel/domain/areas/landedCost'
import { anAuction } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ServicesProvider } from '../../services/ServicesProvider'
import { LandedCost, type LandedCostProps } from './LandedCost'

const buyerFees = [
  { min: 0, max: 9_999, fee: 250 },
  { min: 10_000, max: 24_999, fee: 375 },
  { min: 25_000, max: null, fee: 495 },
]
const capitalTiers = [{ min: 1_000, max: 75_000, fee: 149 }]
const full: LandedCostInputs = { buyerFees, transport: { price: 480, deliveryZip: '60614' } }

const session = (capital: boolean) => ({
  user: {
    id: 1,
    defaultDealerId: 101,
    dealerships: [{ id: 101, name: 'Riverside Auto Exchange', type: 2 }],
    capital: capital ? { isCapitalUser: true } : null,
  },
  flags: {},
})

interface Sources {
  readonly inputs: (payWithCapital: boolean) => Promise<LandedCostInputs>
  readonly capital?: boolean
  readonly placeBid?: (intent: { amount: number }) => Promise<BidReceipt>
}

/** The landed-cost panel over its own ports: the sources, the signed-in dealer, bidding and ids. */
const WithSources = ({ sources, ...props }: LandedCostProps & { readonly sources: Sources }) => {
  const current = session(sources.capital === true)
  const table = new Map<symbol | string, unknown>([
    [LandedCostSources.key, { inputsFor: (_a: number, _d: number, capital: boolean) => sources.inputs(capital) }],
    [SessionControl.key, { current: () => current, subscribe: () => () => {} }],
    [AuctionBidding.key, { placeBid: sources.placeBid ?? fn() }],
    [IdGenerator.key, { next: () => 'story-key-1' }],
  ])
  const resolver = { resolve: <T,>(port: PortId<T>) => table.get(port.key) as T }
  return (
    <ServicesProvider resolver={resolver}>
      <LandedCost {...props} />
    </ServicesProvider>
  )
}

const meta = {
  title: 'Auction/LandedCost',
  component: WithSources,
  args: { auction: anAuction().showcase(Date.now()).build(), amount: 12_000, sources: { inputs: async () => full } },
} satisfies Meta<typeof WithSources>
export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(await panel.findByTestId('landed-cost-total')).toHaveTextContent('$12,855')
    await expect(panel.getByText('Buy fee, from your fee schedule')).toBeVisible()
    await expect(panel.getByText('Transport quote to 60614')).toBeVisible()
  },
}

export const MissingQuote: Story = {
  args: { sources: { inputs: async () => ({ ...full, transport: null }) } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(await panel.findByTestId('landed-cost-total')).toHaveTextContent('at least $12,375')
    await expect(panel.getByText('Missing: No transport quote is available for this vehicle.')).toBeVisible()
  },
}

export const PaidWithCapital: Story = {
  args: {
    sources: { capital: true, inputs: async (c) => (c ? { ...full, capital: { tiers: capitalTiers } } : full) },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(await panel.findByText('Capital fee for 30 days')).toBeVisible()
    await expect(panel.getByTestId('landed-cost-total')).toHaveTextContent('$13,004')
    await userEvent.click(panel.getByRole('checkbox', { name: 'Pay with Capital' }))
    await expect(await panel.findByTestId('landed-cost-total')).toHaveTextContent('$12,855')
  },
}

export const TargetCapsAProxy: Story = {
  args: {
    amount: 25_000,
    sources: {
      inputs: async () => full,
      placeBid: fn(
        async ({ amount }) => ({ amount: dollars(amount), acceptedAt: Date.UTC(2026, 10, 21, 15) }) as BidReceipt,
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    await userEvent.type(await panel.findByLabelText('Target landed cost (USD)'), '25975')
    await expect(panel.getByRole('status')).toHaveTextContent('Most you should bid: $25,000')
    await userEvent.click(panel.getByRole('button', { name: 'Set a proxy bid up to $25,000' }))
    await expect(await panel.findByText('Proxy bid set: up to $25,000')).toBeVisible()
    await expect(args.sources.placeBid).toHaveBeenCalledWith(expect.objectContaining({ amount: 25_000, proxy: true }))
  },
}

export const Loading: Story = {
  args: { sources: { inputs: () => new Promise<LandedCostInputs>(() => {}) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Working out the landed cost…')).toBeVisible()
  },
}

export const LimitedUser: Story = {
  args: { disabledReason: 'Your dealership is not currently active.' },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await userEvent.type(await panel.findByLabelText('Target landed cost (USD)'), '30000')
    await expect(panel.getByRole('button', { name: /^Set a proxy bid up to/ })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Mobile: Story = { ...Complete, globals: { viewport: { value: 'mobile1' } } }
