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

/** A lively room for demos: the sandbox in real time, background dealers bidding and auctions ending. */
export const LiveBiddingDemo: Story = {
  parameters: sandbox({ live: true }),
  tags: ['!test'],
}
