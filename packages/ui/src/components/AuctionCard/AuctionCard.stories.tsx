import { BidBlockedTexts, dealerId, dollars, epochMillis, userId, viewerOf } from '@gavel/domain'
import { anAuction, aUser } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AuctionCard } from './AuctionCard'

const buyer = viewerOf(aUser().showcase().build())

const meta = {
  title: 'Auction/AuctionCard',
  component: AuctionCard,
  args: { auction: anAuction().showcase(Date.now()).build(), viewer: buyer, onBid: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof AuctionCard>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement)
    await expect(card.getByRole('heading', { name: '2019 Ford F-150 XLT' })).toBeVisible()
    await expect(card.getByText('48,210 mi')).toBeVisible()
    await expect(card.getByText('14 bids')).toBeVisible()
    await expect(card.getByText('High bid')).toBeVisible()
    await expect(card.getByText('$22,100')).toBeVisible()
    await expect(card.getByText('Near Reserve')).toBeVisible()
    await expect(card.getByRole('img', { name: '2019 Ford F-150 XLT' })).toHaveAttribute('loading', 'lazy')
    await userEvent.click(card.getByRole('button', { name: /Bid \$22,200/ }))
    await expect(args.onBid).toHaveBeenCalledWith(args.auction)
  },
}

export const NoBidsYet: Story = {
  args: {
    auction: anAuction()
      .showcase(Date.now())
      .with({ highBid: null, bidCount: 0, startPrice: dollars(18_500) })
      .build(),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('Starting price')).toBeVisible()
    await expect(card.getByText('$18,500')).toBeVisible()
    await expect(card.getByText('0 bids')).toBeVisible()
    await expect(card.getByRole('button', { name: /Bid \$18,500/ })).toBeVisible()
  },
}

export const FinalTwoMinutes: Story = {
  args: {
    auction: anAuction()
      .showcase(Date.now())
      .with({ endsAt: epochMillis(Date.now() + 90_000) })
      .build(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-urgent', 'true')
  },
}

export const HighBidder: Story = {
  args: {
    auction: anAuction()
      .showcase(Date.now())
      .with({
        participant: true,
        isOnWatchList: true,
        highBid: { amount: dollars(24_500), userId: userId(1001), dealerId: dealerId(501) },
      })
      .build(),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('High Bidder')).toBeVisible()
    await expect(card.getByText('Reserve Met')).toBeVisible()
    await expect(card.getByText('Watching')).toBeVisible()
  },
}

export const Outbid: Story = {
  args: { auction: anAuction().showcase(Date.now()).with({ participant: true }).build() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Outbid')).toBeVisible()
  },
}

export const QuickBidInFlight: Story = {
  args: { bidding: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Bid \$22,200/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onBid).not.toHaveBeenCalled()
  },
}

export const LimitedUser: Story = {
  args: { bidDisabledReason: BidBlockedTexts.limited },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Bid \$22,200/ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(BidBlockedTexts.limited)
  },
}

export const NoPhoto: Story = {
  args: { auction: anAuction().showcase(Date.now()).with({ images: null }).build(), onBid: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await expect(card.getByText('No photo')).toBeVisible()
    await expect(card.queryByRole('button')).toBeNull()
  },
}

export const OpensTheAuction: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
    await userEvent.click(card.getByRole('link', { name: '2019 Ford F-150 XLT' }))
    await expect(await within(canvasElement.ownerDocument.body).findByTestId('navigated')).toHaveTextContent(
      'Navigated to /auction/7001',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }

/** The widest countdown on a narrow card: whole, at the end of the price line, inside the card. */
export const LongCountdownOnANarrowCard: Story = {
  args: {
    auction: anAuction()
      .showcase(Date.now())
      .with({ endsAt: epochMillis(Date.now() + 23 * 3_600_000 + 59 * 60_000 + 30_000) })
      .build(),
  },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer')
    await expect(timer).toHaveTextContent('23h 59m')
    const card = (canvasElement.querySelector('article') as HTMLElement).getBoundingClientRect()
    const price = within(canvasElement).getByText('$22,100').getBoundingClientRect()
    const shown = timer.getBoundingClientRect()
    await expect(shown.right).toBeLessThanOrEqual(card.right)
    await expect(shown.left).toBeGreaterThan(price.right)
    // on the price line, which stays one line: the label beside the price does not wrap
    await expect(Math.abs(shown.bottom - price.bottom)).toBeLessThanOrEqual(6)
    await expect(within(canvasElement).getByText('High bid').getBoundingClientRect().height).toBeLessThan(20)
  },
}
