import { ActionRejected, Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  aLimitedUser,
  aMarketplace,
  aSession,
  bidMessage,
  createFakeMarketplace,
  createManualFeed,
  type FakeMarketplace,
  type FakeMarketplaceOptions,
} from '../../../../../.storybook/fakes'
import { BidBlockedTexts } from '../../components/BidPanel/bidRules'
import { AuctionDetailScreen, AuctionNotFoundTexts } from './AuctionDetailScreen'

let market: FakeMarketplace
const withMarket =
  (options: Partial<FakeMarketplaceOptions> = {}) =>
  () => {
    market = createFakeMarketplace({ auctions: aMarketplace(), ...options })
    return { listing: market, catalog: market, bidding: market }
  }
const feed = createManualFeed()
const at = (path: string) => ({ route: { path: '/auction/:auctionId', at: path } })

const meta = {
  title: 'Screens/AuctionDetailScreen',
  component: AuctionDetailScreen,
  parameters: { ...at('/auction/7001'), services: withMarket() },
} satisfies Meta<typeof AuctionDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const loaded = async (canvasElement: HTMLElement) => {
  const screen = within(canvasElement)
  await screen.findByRole('heading', { name: '2019 Ford F-150 XLT', level: 1 })
  return screen
}

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await expect(screen.getByRole('img', { name: '2019 Ford F-150 XLT' })).toBeVisible()
    await expect(screen.getByText('48,210 mi')).toBeVisible()
    await expect(screen.getByText('Northgate Auto Group')).toBeVisible()
    await expect(screen.getByText('Live Auctions')).toBeVisible()
    await expect(screen.getByTestId('high-bid')).toHaveTextContent('$22,100')
    await expect(screen.getByText('14 bids')).toBeVisible()
    await expect(screen.getByRole('timer')).toHaveAttribute('data-urgent', 'true')
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveValue('22200')
  },
}

export const Loading: Story = {
  parameters: { services: withMarket({ delayMs: 'forever' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading auction')
  },
}

export const LoadFailed: Story = {
  parameters: { services: withMarket({ failReads: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.defaultApiError)
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: at('/auction/999'),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(await screen.findByRole('heading', { name: AuctionNotFoundTexts.title })).toBeVisible()
    await expect(screen.getByRole('link', { name: AuctionNotFoundTexts.back })).toHaveAttribute('href', '/marketplace')
  },
}

export const MalformedId: Story = {
  parameters: at('/auction/12abc'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: AuctionNotFoundTexts.title })).toBeVisible()
  },
}

export const BidSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(await screen.findByText(/^Bid placed: \$22,200 at \d\d:\d\d:\d\d$/)).toBeVisible()
    await expect(screen.getByTestId('high-bid')).toHaveTextContent('$22,200')
    await expect(screen.getByText('High Bidder')).toBeVisible()
    await expect(market.intents).toEqual([
      { auctionId: 7001, amount: 22_200, proxy: false, persistent: false, idempotencyKey: 'story-key-1' },
    ])
  },
}

export const EachSubmitIsANewIntent: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await screen.findByText(/^Bid placed: \$22,200/)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await screen.findByText(/^Bid placed: \$22,300/)
    await expect(market.intents.map((i) => i.idempotencyKey)).toEqual(['story-key-1', 'story-key-2'])
  },
}

export const BidInFlight: Story = {
  parameters: { services: withMarket({ bidDelayMs: 'forever' }) },
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(screen.getByRole('button', { name: 'Placing bid…' })).toHaveAttribute('aria-busy', 'true')
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveAttribute('readonly')
    await expect(screen.getByTestId('high-bid')).toHaveTextContent('$22,100')
  },
}

export const BidRejected: Story = {
  parameters: { services: withMarket({ bidError: new ActionRejected({ message: 'Bid must be at least $22,300.' }) }) },
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent('Bid must be at least $22,300.')
    await expect(screen.getByTestId('high-bid')).toHaveTextContent('$22,100')
  },
}

export const NotANumber: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    const input = screen.getByLabelText('Your bid (USD)')
    await userEvent.clear(input)
    await userEvent.type(input, '12.5')
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(screen.getByText(Messages.bidNotANumber)).toBeVisible()
    await expect(market.intents).toEqual([])
  },
}

export const LiveBidArrives: Story = {
  parameters: { services: () => ({ ...withMarket()(), feed }) },
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    await waitFor(() => expect(feed.watched()).toEqual([7001]))
    feed.emit(bidMessage(market.auctions.get(7001 as never)!, 25_000))
    await waitFor(() => expect(screen.getByTestId('high-bid')).toHaveTextContent('$25,000'))
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveValue('25100')
  },
}

export const LimitedUser: Story = {
  args: { limited: true },
  parameters: { session: aSession(aLimitedUser()) },
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement)
    const button = screen.getByRole('button', { name: 'Place bid' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(BidBlockedTexts.limited)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement)
  },
}
