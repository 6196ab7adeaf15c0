import { BidBlockedTexts, Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  anotherDealerBids,
  highBidOf,
  runningAuctionIds,
  type SandboxParameters,
  sandboxOf,
  titleOf,
} from '../../../../../.storybook/sandbox'
import { MarketplaceScreen } from './MarketplaceScreen'

/** Screen stories run against the sandbox (STYLE rule 15): a fresh, still world per story, buyer@ signed in. */
const sandbox = (options: SandboxParameters = {}): { sandbox: SandboxParameters } => ({
  sandbox: { persona: 'buyer', ...options },
})

const meta = {
  title: 'Screens/MarketplaceScreen',
  component: MarketplaceScreen,
  parameters: sandbox(),
} satisfies Meta<typeof MarketplaceScreen>
export default meta
type Story = StoryObj<typeof meta>

const cards = (root: HTMLElement) => root.querySelectorAll('article[data-auction-id]')
/** The story opens the listing at this query (the URL is the listing's one source of truth). */
const at = (query: Record<string, string>) => ({
  route: { path: '/', at: `/?${new URLSearchParams(query).toString()}` },
})
const laneOf = (context: Parameters<typeof sandboxOf>[0], id: number) => {
  const { world } = sandboxOf(context).sandbox
  return world.lanes.get(world.auctions.get(id)?.laneId ?? -1)
}
const cardIds = (root: HTMLElement) => [...cards(root)].map((card) => Number(card.getAttribute('data-auction-id')))
const usd = (n: number) => `$${n.toLocaleString('en-US')}`
const receipt = (amount: number) => new RegExp(`^Bid placed: \\$${usd(amount).slice(1)} at \\d\\d:\\d\\d:\\d\\d$`)
/** The first card's auction id, once the first page is in. */
const firstCardId = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
  return Number(cards(canvasElement)[0]!.getAttribute('data-auction-id'))
}

export const Populated: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const screen = within(canvasElement)
    await expect(screen.getByRole('heading', { name: 'Live Auctions', level: 1 })).toBeVisible()
    const id = await firstCardId(canvasElement)
    await expect(runningAuctionIds(sandboxOf(context))).toContain(id)
    await expect(screen.getByRole('heading', { name: titleOf(sandboxOf(context), id) })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: sandbox({ failures: [{ listingEmpty: true }] }),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(await screen.findByText('No live auctions right now')).toBeVisible()
    await expect(screen.queryByRole('article')).toBeNull()
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading auctions')
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0)
  },
}

/**
 * The listing refuses with a status the SDK does not retry (a 5xx is retried six times, about 20 s, before the
 * screen gives up), so the error shows at once; Retry asks again and the error stays.
 */
export const LoadFailed: Story = {
  parameters: sandbox({ failures: [{ listingFails: 400 }] }),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.auctionListFailed)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.auctionListFailed)
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const LimitedUser: Story = {
  args: { limited: true },
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const [first] = await screen.findAllByRole('button', { name: /^Bid \$/ })
    await expect(first).toHaveAttribute('aria-disabled', 'true')
    await expect(first).toHaveAccessibleDescription(BidBlockedTexts.limited)
  },
}

/** Another dealer bids in the sandbox; the BID message reaches the card over the realtime socket. */
export const LiveBidUpdatesACard: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const id = await firstCardId(canvasElement)
    const card = within(canvasElement.querySelector(`article[data-auction-id="${id}"]`) as HTMLElement)
    // The socket subscribes once the page is in; until the card shows the latest bid, bid again.
    let latest = anotherDealerBids(sandboxOf(context), id)
    await waitFor(
      () => {
        if (card.queryByText(usd(latest)) !== null) return
        latest = anotherDealerBids(sandboxOf(context), id)
        throw new Error(`the card does not show ${usd(latest)} yet`)
      },
      { timeout: 5000, interval: 400 },
    )
  },
}

export const QuickBid: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const screen = within(canvasElement)
    const id = await firstCardId(canvasElement)
    const title = titleOf(sandboxOf(context), id)
    const next = (highBidOf(sandboxOf(context), id) ?? 0) + 100
    await userEvent.click(await screen.findByRole('button', { name: `Bid ${usd(next)} on ${title}` }))
    await expect(await screen.findByText(receipt(next))).toBeVisible()
    await expect(highBidOf(sandboxOf(context), id)).toBe(next)
    await expect(await screen.findByRole('button', { name: `Bid ${usd(next + 100)} on ${title}` })).toBeVisible()
  },
}

export const QuickBidRefused: Story = {
  parameters: sandbox({ failures: [{ bidFails: 409 }] }),
  play: async (context) => {
    const { canvasElement } = context
    const screen = within(canvasElement)
    const id = await firstCardId(canvasElement)
    const high = highBidOf(sandboxOf(context), id)
    const [bid] = await screen.findAllByRole('button', { name: /^Bid \$/ })
    await userEvent.click(bid!)
    await expect(await screen.findByText('Your bid must be at least the next valid bid.')).toBeVisible()
    await expect(highBidOf(sandboxOf(context), id)).toBe(high)
  },
}

export const OpensAnAuction: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const id = await firstCardId(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('link', { name: titleOf(sandboxOf(context), id) }))
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent(`Navigated to /auction/${id}`)
  },
}

/** One column on a small phone: only the rows near the viewport are in the DOM; scrolling loads more pages. */
export const MobileVirtualized: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await firstCardId(canvasElement)
    const grid = within(canvasElement).getByTestId('auction-grid')
    await expect(getComputedStyle(grid.firstElementChild as Element).gridTemplateColumns.split(' ')).toHaveLength(1)
    await expect(cards(canvasElement).length).toBeLessThan(12)
    const firstPageHeight = grid.getBoundingClientRect().height
    await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      expect(grid.getBoundingClientRect().height).toBeGreaterThan(firstPageHeight * 1.5)
    })
    await expect(cards(canvasElement).length).toBeLessThan(12)
    window.scrollTo(0, 0)
  },
}

/** The lane tabs carry counts; choosing the event lane lists only its auctions, and the tab is marked current. */
export const LaneTabsWithCounts: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const screen = within(canvasElement)
    const lanes = within(screen.getByRole('navigation', { name: 'Lanes' }))
    const live = lanes.getByRole('link', { name: /^Live/ })
    await expect(live).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(within(live).getByLabelText(/^\d+ auctions$/)).toBeVisible())
    await userEvent.click(await lanes.findByRole('link', { name: /^Spring Truck Event/ }))
    await waitFor(() =>
      expect(lanes.getByRole('link', { name: /^Spring Truck Event/ })).toHaveAttribute('aria-current', 'page'),
    )
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
    for (const id of cardIds(canvasElement)) await expect(laneOf(context, id)?.kind).toBe('event')
  },
}

/** A private lane by id from the URL (`l=["private:4"]`): only that lane's auctions. */
export const PrivateLane: Story = {
  parameters: { ...sandbox(), ...at({ l: '["private:4"]' }) },
  play: async (context) => {
    const { canvasElement } = context
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
    for (const id of cardIds(canvasElement)) await expect(laneOf(context, id)?.id).toBe(4)
  },
}

/**
 * Choosing Sold clears the lanes (marketplace §2, §5): the event lane gives way to Live, and the sort end_time,
 * which ended lists do not offer, becomes their first option, Recently ended.
 */
export const SoldClearsLanes: Story = {
  parameters: { ...sandbox(), ...at({ l: '["event:5"]' }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const lanes = within(screen.getByRole('navigation', { name: 'Lanes' }))
    await waitFor(() =>
      expect(lanes.getByRole('link', { name: /^Spring Truck Event/ })).toHaveAttribute('aria-current', 'page'),
    )
    await userEvent.selectOptions(await screen.findByLabelText('Show'), 'sold')
    await waitFor(() => expect(lanes.getByRole('link', { name: /^Live/ })).toHaveAttribute('aria-current', 'page'))
    await expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Recently ended')
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
  },
}

/** Live lanes sort by recommended or end_time; the choice stays in the URL and the list follows it. */
export const SortByRecommended: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const sort = await screen.findByLabelText('Sort by')
    await expect([...(sort as HTMLSelectElement).options].map((o) => o.value)).toEqual(['end_time', 'recommended'])
    await userEvent.selectOptions(sort, 'recommended')
    await expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Recommended')
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
  },
}

/** `d=directory` shows the events directory; choosing an event opens that lane. */
export const EventsDirectoryView: Story = {
  parameters: { ...sandbox(), ...at({ d: 'directory' }) },
  play: async (context) => {
    const { canvasElement } = context
    const screen = within(canvasElement)
    await expect(screen.getByRole('heading', { name: 'Events Directory', level: 1 })).toBeVisible()
    const events = within(await screen.findByRole('list', { name: 'Events' }))
    await userEvent.click(events.getByRole('link', { name: /Spring Truck Event/ }))
    await expect(await screen.findByRole('heading', { name: 'Live Auctions', level: 1 })).toBeVisible()
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
    for (const id of cardIds(canvasElement)) await expect(laneOf(context, id)?.kind).toBe('event')
  },
}

/** The watchlist: buyer@ watches some scenario auctions; every card shown is watched. */
export const Watchlist: Story = {
  parameters: { ...sandbox(), ...at({ l: '["watchlist"]' }) },
  play: async (context) => {
    const { canvasElement } = context
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0))
    const buyer = sandboxOf(context).sandbox.world
    for (const id of cardIds(canvasElement)) {
      await expect(buyer.auctions.get(id)?.watcherUserIds.length).toBeGreaterThan(0)
    }
    await expect(within(canvasElement).queryByLabelText('Show')).toBeNull()
  },
}

/** The run list: rows grouped by launch hour, each linking to its auction; polled every 60 s. */
export const RunListView: Story = {
  parameters: { ...sandbox(), ...at({ l: '["run_list"]' }) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement)
    const lanes = within(screen.getByRole('navigation', { name: 'Lanes' }))
    await expect(lanes.getByRole('link', { name: /^Run List/ })).toHaveAttribute('aria-current', 'page')
    await waitFor(() =>
      expect(
        screen.queryByText('The run list is empty') ?? canvasElement.querySelector('li[data-auction-id]'),
      ).not.toBeNull(),
    )
  },
}

/** Hide from a card: the server agrees and the card leaves the list. */
export const HideAuction: Story = {
  play: async (context) => {
    const { canvasElement } = context
    const id = await firstCardId(canvasElement)
    const title = titleOf(sandboxOf(context), id)
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Hide ${title}` }))
    await waitFor(() => expect(cardIds(canvasElement)).not.toContain(id))
  },
}

/** Hiding fails: the error toast shows and the card stays. */
export const HideAuctionFails: Story = {
  parameters: sandbox({ failures: [{ hideFails: 400 }] }),
  play: async (context) => {
    const { canvasElement } = context
    const id = await firstCardId(canvasElement)
    const title = titleOf(sandboxOf(context), id)
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Hide ${title}` }))
    const toasts = within(
      await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications' }),
    )
    await expect(await toasts.findByText(/temporarily unavailable|problem processing/)).toBeVisible()
    await expect(cardIds(canvasElement)).toContain(id)
  },
}

/** The search panel another screen part provides renders above the lanes. */
export const WithSearchPanel: Story = {
  args: { searchPanel: <p>Search panel goes here</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Search panel goes here')).toBeVisible()
  },
}

/** A lively room for demos: the sandbox in real time, background dealers bidding and auctions ending. */
export const LiveBiddingDemo: Story = {
  parameters: sandbox({ live: true }),
  tags: ['!test'],
}
