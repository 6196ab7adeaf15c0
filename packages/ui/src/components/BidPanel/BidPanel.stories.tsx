import {
  ActionRejected,
  type Auction,
  BidAwaitsApproval,
  BidBlockedTexts,
  type BidReceipt,
  type BuyingLimits,
  type Dollars,
  dollars,
  epochMillis,
  Messages,
  RequestCanceled,
  reconcileAuction,
} from '@gavel/domain'
import { anAuction } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { BidPanel, type BidPanelProps } from './BidPanel'

const auction = anAuction().showcase(Date.now()).build()

const receiptFor = (a: Auction, amount: Dollars): BidReceipt => ({
  auctionId: a.id,
  amount,
  proxy: false,
  persistent: false,
  success: true,
  message: null,
  highBid: { amount, userId: a.seller.userId, dealerId: a.seller.dealerId },
  seller: { userId: a.seller.userId, dealerId: a.seller.dealerId },
  endsAt: a.endsAt,
  bidCount: a.bidCount + 1,
  acceptedAt: epochMillis(Date.now()),
})

/** The panel as a screen uses it: the shown auction changes only when a receipt comes back. */
const WithReceipts = (props: BidPanelProps) => {
  const [shown, setShown] = useState(props.auction)
  return (
    <BidPanel
      {...props}
      auction={shown}
      onPlaceBid={async (amount) => {
        const receipt = await props.onPlaceBid(amount)
        setShown((a) => reconcileAuction(a, { kind: 'receipt', receipt }))
        return receipt
      }}
    />
  )
}

const meta = {
  title: 'Auction/BidPanel',
  component: BidPanel,
  args: { auction, onPlaceBid: fn(async (amount: Dollars) => receiptFor(auction, amount)) },
  render: (args) => <WithReceipts {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof BidPanel>
export default meta
type Story = StoryObj<typeof meta>

export const PrefilledWithNextBid: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(panel.getByLabelText('Your bid (USD)')).toHaveValue('22200')
    await expect(panel.getByTestId('current-bid')).toHaveTextContent('$22,100')
  },
}

export const StartPriceWhenNoBids: Story = {
  args: { auction: anAuction().showcase(Date.now()).with({ highBid: null, bidCount: 0 }).build() },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(panel.getByText('Starting price')).toBeVisible()
    await expect(panel.getByLabelText('Your bid (USD)')).toHaveValue('15000')
  },
}

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    await expect(await panel.findByText(/^Bid placed: \$22,200 at \d\d:\d\d:\d\d$/)).toBeVisible()
    await expect(args.onPlaceBid).toHaveBeenCalledWith(22_200)
    await expect(panel.getByTestId('current-bid')).toHaveTextContent('$22,200')
    await expect(panel.getByLabelText('Your bid (USD)')).toHaveValue('22300')
  },
}

export const InFlight: Story = {
  args: { onPlaceBid: fn((_amount: Dollars) => new Promise<BidReceipt>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    const busy = panel.getByRole('button', { name: 'Placing bid…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(panel.getByLabelText('Your bid (USD)')).toHaveAttribute('readonly')
    await userEvent.click(busy)
    await expect(args.onPlaceBid).toHaveBeenCalledOnce()
  },
}

export const Failure: Story = {
  args: {
    onPlaceBid: fn(async (_amount: Dollars): Promise<BidReceipt> => {
      throw new ActionRejected({ message: 'Bid must be at least $22,300.' })
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    await expect(await panel.findByRole('alert')).toHaveTextContent('Bid must be at least $22,300.')
    await expect(panel.getByTestId('current-bid')).toHaveTextContent('$22,100')
    await expect(panel.getByRole('button', { name: 'Place bid' })).not.toHaveAttribute('aria-busy')
  },
}

export const CanceledIsSilent: Story = {
  args: {
    onPlaceBid: fn(async (_amount: Dollars): Promise<BidReceipt> => {
      throw RequestCanceled.make()
    }),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    await waitFor(() => expect(args.onPlaceBid).toHaveBeenCalled())
    await waitFor(() => expect(panel.getByRole('button', { name: 'Place bid' })).not.toHaveAttribute('aria-busy'))
    await expect(panel.queryByRole('alert')).toBeNull()
    await expect(panel.queryByText(Messages.requestCanceled)).toBeNull()
  },
}

export const NotANumber: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    const input = panel.getByLabelText('Your bid (USD)')
    await userEvent.clear(input)
    await userEvent.type(input, '12.5')
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    await expect(panel.getByText(Messages.bidNotANumber)).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onPlaceBid).not.toHaveBeenCalled()
  },
}

export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    const input = panel.getByLabelText('Your bid (USD)')
    await userEvent.clear(input)
    await userEvent.type(input, '25,000{Enter}')
    await expect(await panel.findByText(/^Bid placed: \$25,000 at/)).toBeVisible()
    await expect(args.onPlaceBid).toHaveBeenCalledWith(25_000)
  },
}

export const LimitedUser: Story = {
  args: { disabledReason: BidBlockedTexts.limited },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    const button = panel.getByRole('button', { name: 'Place bid' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(BidBlockedTexts.limited)
    await userEvent.click(button)
    await expect(args.onPlaceBid).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } }

/** admin@ capped this dealer at $25,000 a bid and $60,000 a day, $30,000 committed today (ADR 0025). */
const teamLimits: BuyingLimits = {
  dealerId: null,
  maxBid: dollars(25_000),
  dailySpend: dollars(60_000),
  spentToday: dollars(30_000),
}

/** The limit is named before the click, and the reason shows as soon as the amount passes it. */
export const TeamLimit: Story = {
  args: { limits: teamLimits },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement)
    await expect(panel.getByTestId('limit-hint')).toHaveTextContent(
      'Your team buying limits: $25,000 a bid, $60,000 a day ($30,000 committed today).',
    )
    await userEvent.clear(panel.getByLabelText('Your bid (USD)'))
    await userEvent.type(panel.getByLabelText('Your bid (USD)'), '26000')
    await expect(panel.getByTestId('limit-hint')).toHaveTextContent(
      '$26,000 is above your $25,000 single-bid limit: the bid will go to your admin for approval.',
    )
  },
}

/** Above the limit the bid is neither placed nor refused: it waits for an admin, said as a status. */
export const SentForApproval: Story = {
  args: {
    limits: teamLimits,
    onPlaceBid: fn(async (amount: Dollars): Promise<BidReceipt> => {
      throw new BidAwaitsApproval({
        message: `Your bid of $${amount.toLocaleString('en-US')} is above your $25,000 single-bid limit, so it was sent to your admin for approval. You'll get a receipt when they answer.`,
        requestId: 700_001,
        amount,
        limitKind: 'single_bid',
        limit: 25_000,
      })
    }),
  },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement)
    await userEvent.clear(panel.getByLabelText('Your bid (USD)'))
    await userEvent.type(panel.getByLabelText('Your bid (USD)'), '26000')
    await userEvent.click(panel.getByRole('button', { name: 'Place bid' }))
    await expect(await panel.findByText(/so it was sent to your admin for approval/)).toBeVisible()
    await expect(panel.queryByRole('alert')).toBeNull()
    await expect(panel.getByTestId('current-bid')).toHaveTextContent('$22,100')
    await expect(args.onPlaceBid).toHaveBeenCalledOnce()
  },
}
