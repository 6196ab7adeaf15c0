import { BidBlockedTexts, Messages } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  anotherDealerBids,
  highBidOf,
  SandboxAuctions,
  type SandboxParameters,
  sandboxOf,
  stageFailures,
  titleOf,
} from '../../../../../.storybook/sandbox'
import { AuctionDetailScreen, AuctionNotFoundTexts } from './AuctionDetailScreen'
import { BillOfSaleTexts } from './BillOfSaleDownload'

/** A running auction buyer@ bid on and lost the lead of: they may bid again. */
const AUCTION = SandboxAuctions.buyerOutbid
/** Screen stories run against the sandbox (STYLE rule 15): a fresh, still world per story, buyer@ signed in. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})
const at = (path: string) => ({ route: { path: '/auction/:auctionId', at: path } })

const meta = {
  title: 'Screens/AuctionDetailScreen',
  component: AuctionDetailScreen,
  parameters: { ...at(`/auction/${AUCTION}`), ...sandbox() },
} satisfies Meta<typeof AuctionDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]
const usd = (n: number) => `$${n.toLocaleString('en-US')}`
const receipt = (amount: number) => new RegExp(`^Bid placed: \\$${usd(amount).slice(1)} at \\d\\d:\\d\\d:\\d\\d$`)
/** The screen once the auction is in, and its high bid in the world. */
const loaded = async (context: Context) => {
  const screen = within(context.canvasElement)
  await screen.findByRole('heading', { name: titleOf(sandboxOf(context), AUCTION), level: 1 })
  return { screen, high: highBidOf(sandboxOf(context), AUCTION) ?? 0 }
}
const bidWith = async (screen: ReturnType<typeof within>, amount: string) => {
  const input = screen.getByLabelText('Your bid (USD)')
  await userEvent.clear(input)
  await userEvent.type(input, amount)
  await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
}

export const Populated: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    const title = titleOf(sandboxOf(context), AUCTION)
    await expect(screen.getByRole('img', { name: title })).toBeVisible()
    await expect(screen.getByText('Live Auctions')).toBeVisible()
    await expect(screen.getByTestId('high-bid')).toHaveTextContent(usd(high))
    await expect(screen.getByRole('timer')).toBeVisible()
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveValue(String(high + 100))
  },
}

export const Loading: Story = {
  parameters: sandbox({ failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading auction')
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

/** A real bid through the sandbox: $500 over the high bid; the receipt and the new high bid come from the server. */
export const BidSucceeds: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await bidWith(screen, String(high + 500))
    await expect(await screen.findByText(receipt(high + 500))).toBeVisible()
    await expect(screen.getByTestId('high-bid')).toHaveTextContent(usd(high + 500))
    await expect(screen.getByText('High Bidder')).toBeVisible()
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(high + 500)
  },
}

/** Each submit is a new intent with its own idempotency key, so the second bid is placed too. */
export const EachSubmitIsANewBid: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await screen.findByText(receipt(high + 100))
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await screen.findByText(receipt(high + 200))
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(high + 200)
  },
}

/** The sandbox stops answering once the auction is in: the bid stays in flight and the high bid does not move. */
export const BidInFlight: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await stageFailures(sandboxOf(context), [{ slowResponses: 'forever' }])
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(screen.getByRole('button', { name: 'Placing bid…' })).toHaveAttribute('aria-busy', 'true')
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveAttribute('readonly')
    await expect(screen.getByTestId('high-bid')).toHaveTextContent(usd(high))
  },
}

/** The sandbox refuses the bid (409); the panel shows the server's reason and the high bid stays. */
export const BidRefused: Story = {
  parameters: sandbox({ failures: [{ bidFails: 409 }] }),
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }))
    await expect(await screen.findByRole('alert')).toHaveTextContent('Your bid must be at least the next valid bid.')
    await expect(screen.getByTestId('high-bid')).toHaveTextContent(usd(high))
  },
}

export const NotANumber: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await bidWith(screen, '12.5')
    await expect(screen.getByText(Messages.bidNotANumber)).toBeVisible()
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(high)
  },
}

/** Another dealer bids in the sandbox; the BID message arrives over the realtime socket. */
export const LiveBidArrives: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    // The socket subscribes once the auction is in; until the screen shows the latest bid, bid again.
    let latest = anotherDealerBids(sandboxOf(context), AUCTION)
    await waitFor(
      () => {
        if (screen.getByTestId('high-bid').textContent?.includes(usd(latest))) return
        latest = anotherDealerBids(sandboxOf(context), AUCTION)
        throw new Error(`the high bid is not ${usd(latest)} yet`)
      },
      { timeout: 5000, interval: 400 },
    )
    await expect(screen.getByLabelText('Your bid (USD)')).toHaveValue(String(latest + 100))
  },
}

/** limited@ (read-only role) sees the auction with bidding disabled, and why. */
export const LimitedUser: Story = {
  args: { limited: true },
  parameters: sandbox({ persona: 'limited' }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const button = screen.getByRole('button', { name: 'Place bid' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAccessibleDescription(BidBlockedTexts.limited)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => {
    await loaded(context)
  },
}

/** The main column's parts from the sandbox: photos, facts, the report, history, seller, notifications, views. */
export const DetailSections: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    const world = sandboxOf(context).sandbox.world
    const auction = world.auctions.get(AUCTION)
    await expect(screen.getByRole('button', { name: /^Photo 2 of \d+: Front$/ })).toBeVisible()
    await expect(screen.getByText(auction?.vehicle.vin ?? '')).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Condition report' })).toBeVisible()
    const history = within(await screen.findByRole('region', { name: 'Vehicle history' }))
    await expect(await history.findByText('Owners')).toBeVisible()
    const seller = within(screen.getByRole('region', { name: 'Seller' }))
    await expect(await seller.findByText('Sell-through rate')).toBeVisible()
    const notices = within(screen.getByRole('region', { name: 'Auction notifications' }))
    await expect(await notices.findByText('When you are outbid')).toBeVisible()
    // buyer@ bid on this auction: their own bid is among the dealership's member bids, with name and email.
    await expect(screen.getByRole('link', { name: 'buyer@gavel.test' })).toBeVisible()
    await expect(screen.queryByRole('button', { name: BillOfSaleTexts.download })).toBeNull()
  },
}

/** The page counts this visit once (POST view_count), then shows the server's count. */
export const ViewCounted: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    const auction = sandboxOf(context).sandbox.world.auctions.get(AUCTION)
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent(/\d views?$/))
    await expect(screen.getByTestId('view-count')).toHaveTextContent(
      `${auction?.viewCount.toLocaleString('en-US')} views`,
    )
  },
}

/** The condition report's sections open and close from the keyboard. */
export const ConditionReportByKeyboard: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    const toggle = screen.getByRole('button', { name: /^Exterior/ })
    const before = toggle.getAttribute('aria-expanded')
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true')
  },
}

/** The carfax call fails: its section says so with Retry; the rest of the page stays. */
export const CarfaxFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/api/acvapi/v1/vehicle/:vin/carfax', status: 400 } }] }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const history = within(screen.getByRole('region', { name: 'Vehicle history' }))
    await expect(await history.findByRole('alert')).toHaveTextContent('The sandbox failed this call (400).')
    await expect(history.getByRole('button', { name: 'Retry' })).toBeVisible()
    const seller = within(screen.getByRole('region', { name: 'Seller' }))
    await expect(await seller.findByText('Sell-through rate')).toBeVisible()
    await expect(screen.getByTestId('high-bid')).toBeVisible()
  },
}

/** The seller's performance answer breaks the contract: the section's error and a toast with the default text. */
export const SellerInfoMalformed: Story = {
  parameters: sandbox({ failures: [{ callMalformed: { path: '*/dealership/:id/performance_info' } }] }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const seller = within(screen.getByRole('region', { name: 'Seller' }))
    await expect(await seller.findByRole('alert')).toHaveTextContent(Messages.defaultApiError)
    const toasts = await screen.findAllByText(Messages.defaultApiError)
    await expect(toasts.length).toBeGreaterThan(1)
  },
}

/** The notification info is refused (403): its section shows its own error; the rest of the page is in. */
export const NotificationInfoFails: Story = {
  parameters: sandbox({ failures: [{ callFails: { path: '*/auction/:id/notification_info', status: 403 } }] }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const notices = within(screen.getByRole('region', { name: 'Auction notifications' }))
    await expect(await notices.findByRole('alert')).toBeVisible()
    await expect(screen.getByRole('heading', { name: 'Condition report' })).toBeVisible()
  },
}

const WON = SandboxAuctions.outstandingWon[0]

/** outstanding@ won this auction: the bill of sale downloads as a file, busy until it is saved. */
export const BillOfSaleDownloads: Story = {
  parameters: { ...at(`/auction/${WON}`), ...sandbox({ persona: 'outstanding' }) },
  play: async (context) => {
    const screen = within(context.canvasElement)
    const button = await screen.findByRole('button', { name: BillOfSaleTexts.download })
    await userEvent.click(button)
    await expect(await screen.findByText(BillOfSaleTexts.saved)).toBeVisible()
    await expect(await screen.findByRole('button', { name: BillOfSaleTexts.download })).not.toHaveAttribute('aria-busy')
  },
}

/** The bill of sale never answers: the button stays busy and says it is downloading. */
export const BillOfSaleDownloading: Story = {
  parameters: { ...at(`/auction/${WON}`), ...sandbox({ persona: 'outstanding' }) },
  play: async (context) => {
    const screen = within(context.canvasElement)
    const button = await screen.findByRole('button', { name: BillOfSaleTexts.download })
    await stageFailures(sandboxOf(context), [{ slowResponses: 'forever' }])
    await userEvent.click(button)
    await expect(await screen.findByRole('button', { name: BillOfSaleTexts.downloading })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** The bill of sale fails: an error toast says why. */
export const BillOfSaleFails: Story = {
  parameters: {
    ...at(`/auction/${WON}`),
    ...sandbox({
      persona: 'outstanding',
      failures: [{ callFails: { path: '*/auction/:id/documents/bill_of_sale', status: 409 } }],
    }),
  },
  play: async (context) => {
    const screen = within(context.canvasElement)
    await userEvent.click(await screen.findByRole('button', { name: BillOfSaleTexts.download }))
    await expect(await screen.findByText('The sandbox failed this call (409).')).toBeVisible()
  },
}
