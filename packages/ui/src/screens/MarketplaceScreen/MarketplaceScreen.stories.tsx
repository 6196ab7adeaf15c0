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
  createTimerFeed,
  type FakeMarketplace,
  type FakeMarketplaceOptions,
} from '../../../../../.storybook/fakes'
import { BidBlockedTexts } from '../../components/BidPanel/bidRules'
import { MarketplaceScreen } from './MarketplaceScreen'

/** The story's marketplace, kept so play functions can look at the calls it received. */
let market: FakeMarketplace
const withMarket =
  (options: Partial<FakeMarketplaceOptions> = {}, extra = 0) =>
  () => {
    market = createFakeMarketplace({ auctions: aMarketplace(Date.now(), extra), ...options })
    return { listing: market, catalog: market, bidding: market }
  }
const feed = createManualFeed()

const meta = {
  title: 'Screens/MarketplaceScreen',
  component: MarketplaceScreen,
  parameters: { services: withMarket() },
} satisfies Meta<typeof MarketplaceScreen>
export default meta
type Story = StoryObj<typeof meta>

const cards = (root: HTMLElement) => root.querySelectorAll('article[data-auction-id]')

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(screen.getByRole('heading', { name: 'Live Auctions', level: 1 })).toBeVisible()
    await expect(await screen.findByRole('heading', { name: '2019 Ford F-150 XLT' })).toBeVisible()
    await expect(market.queries[0]).toMatchObject({ size: 12, cursor: null, lanes: ['live'] })
    await expect(screen.getAllByRole('timer')[0]).toHaveAttribute('data-urgent', 'true')
  },
}

export const Loading: Story = {
  parameters: { services: withMarket({ delayMs: 'forever' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading auctions')
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  parameters: {
    services: () => {
      market = createFakeMarketplace({ auctions: [] })
      return { listing: market }
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No live auctions right now' }),
    ).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: { services: withMarket({ failReads: true }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.auctionListFailed)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(market.queries).toHaveLength(2))
  },
}

export const LimitedUser: Story = {
  args: { limited: true },
  parameters: { session: aSession(aLimitedUser()) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const [first] = await screen.findAllByRole('button', { name: /^Bid \$/ })
    await expect(first).toHaveAttribute('aria-disabled', 'true')
    await expect(first).toHaveAccessibleDescription(BidBlockedTexts.limited)
  },
}

export const LiveBidUpdatesACard: Story = {
  parameters: { services: () => ({ ...withMarket()(), feed }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await screen.findByRole('heading', { name: '2019 Ford F-150 XLT' })
    await waitFor(() => expect(feed.watched()).toHaveLength(6))
    const f150 = [...market.auctions.values()][0]!
    feed.emit(bidMessage(f150, 30_000))
    feed.emit(bidMessage({ ...f150, bidCount: 15 }, 30_100))
    const card = within(canvasElement.querySelector(`article[data-auction-id="${f150.id}"]`) as HTMLElement)
    await expect(await card.findByText('$30,100')).toBeVisible()
    await expect(card.getByText('16 bids')).toBeVisible()
  },
}

export const ResyncRefetches: Story = {
  parameters: { services: () => ({ ...withMarket()(), feed }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: '2019 Ford F-150 XLT' })
    await waitFor(() => expect(feed.watched().length).toBeGreaterThan(0))
    feed.resync()
    await waitFor(() => expect(market.queries).toHaveLength(2))
  },
}

export const QuickBid: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await userEvent.click(await screen.findByRole('button', { name: 'Bid $22,200 on 2019 Ford F-150 XLT' }))
    await expect(await screen.findByText(/^Bid placed: \$22,200 at \d\d:\d\d:\d\d$/)).toBeVisible()
    await expect(market.intents).toEqual([expect.objectContaining({ amount: 22_200, idempotencyKey: 'story-key-1' })])
    await expect(await screen.findByRole('button', { name: 'Bid $22,300 on 2019 Ford F-150 XLT' })).toBeVisible()
  },
}

export const QuickBidRejected: Story = {
  parameters: { services: withMarket({ bidError: new ActionRejected({ message: 'Auction has ended.' }) }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await userEvent.click(await screen.findByRole('button', { name: 'Bid $22,200 on 2019 Ford F-150 XLT' }))
    await expect(await screen.findByText('Auction has ended.')).toBeVisible()
    await expect(screen.getByText('There was a problem.')).toBeVisible()
    const card = canvasElement.querySelector('article[data-auction-id="7001"]') as HTMLElement
    await expect(within(card).getByText('$22,100')).toBeVisible()
  },
}

export const OpensAnAuction: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await userEvent.click(await screen.findByRole('link', { name: '2021 Toyota RAV4 LE' }))
    await expect(await screen.findByTestId('navigated')).toHaveTextContent('Navigated to /auction/7002')
  },
}

/** One column on a small phone: only the rows near the viewport are in the DOM; scrolling loads page two. */
export const MobileVirtualized: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { services: withMarket({}, 30) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await screen.findByRole('heading', { name: '2019 Ford F-150 XLT' })
    const grid = screen.getByTestId('auction-grid')
    await expect(getComputedStyle(grid.firstElementChild as Element).gridTemplateColumns.split(' ')).toHaveLength(1)
    await expect(cards(canvasElement).length).toBeLessThan(12)
    const scrollToEnd = () => window.scrollTo(0, document.documentElement.scrollHeight)
    await waitFor(() => {
      scrollToEnd()
      expect(market.queries.map((q) => q.cursor)).toEqual([null, '12'])
    })
    await waitFor(() => {
      scrollToEnd()
      expect(market.queries.map((q) => q.cursor)).toEqual([null, '12', '24'])
    })
    await expect(cards(canvasElement).length).toBeLessThan(12)
    window.scrollTo(0, 0)
  },
}

/** A lively room for demos: another dealer bids every 1.5 s. */
export const LiveBiddingDemo: Story = {
  parameters: {
    services: () => {
      const base = withMarket()()
      return { ...base, feed: createTimerFeed((id) => market.auctions.get(id), 1500) }
    },
  },
}
