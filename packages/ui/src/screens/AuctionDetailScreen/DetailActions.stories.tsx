import { ActionBlockedTexts, Messages, SessionControl } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  highBidOf,
  SandboxAuctions,
  type SandboxParameters,
  sandboxOf,
  stageFailures,
  titleOf,
} from '../../../../../.storybook/sandbox'
import { AuctionDetailScreen } from './AuctionDetailScreen'

/** A running live-lane auction buyer@ bid on and was outbid on: every buyer action applies to it. */
const AUCTION = SandboxAuctions.buyerOutbid
/** seller@'s running auction: the seller's side may remove its reserve. */
const SELLER_AUCTION = SandboxAuctions.sellerLive

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})
const at = (path: string) => ({ route: { path: '/auction/:auctionId', at: path } })

/** Shows the router's query string, so a story sees `?action=` leave the URL. */
const LocationProbe = () => <p data-testid="location-search">search:{useLocation().search}</p>

const meta = {
  title: 'Screens/AuctionDetailScreen/Actions',
  component: AuctionDetailScreen,
  parameters: { ...at(`/auction/${AUCTION}`), ...sandbox() },
  render: (args) => (
    <>
      <AuctionDetailScreen {...args} />
      <LocationProbe />
    </>
  ),
} satisfies Meta<typeof AuctionDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

type Context = Parameters<NonNullable<Story['play']>>[0]
const usd = (n: number) => `$${n.toLocaleString('en-US')}`
const worldAuction = (context: { loaded: Record<string, unknown> }, id: number) => {
  const auction = sandboxOf(context).sandbox.world.auctions.get(id)
  if (auction === undefined) throw new Error(`No auction ${id}`)
  return auction
}
/** The signed-in persona's user id. */
const viewerId = (context: { loaded: Record<string, unknown> }): number =>
  sandboxOf(context).resolver.resolve(SessionControl).current()?.user.id ?? 0
/** The screen once the auction is in. */
const loaded = async (context: Context, id: number = AUCTION) => {
  const screen = within(context.canvasElement)
  await screen.findByRole('heading', { name: titleOf(sandboxOf(context), id), level: 1 })
  return { screen, page: within(document.body), high: highBidOf(sandboxOf(context), id) ?? 0 }
}
const section = (screen: ReturnType<typeof within>, name: string) => within(screen.getByRole('region', { name }))

/** A purchase-now price on the auction (the world gives one to about one live auction in ten). */
const withPurchaseNow = (context: { loaded: Record<string, unknown> }) => {
  const auction = worldAuction(context, AUCTION)
  Object.assign(auction, { purchaseNowPrice: (auction.bids.at(-1)?.amount ?? auction.startPrice) + 5_000 })
}
/** The auction ended without a sale, so it is open to offers (marketplace §4 make-offer statuses). */
const endedUnsold = (context: { loaded: Record<string, unknown> }) => {
  const auction = worldAuction(context, AUCTION)
  auction.status = 'ended_declined'
  auction.floorPrice = (auction.bids.at(-1)?.amount ?? auction.startPrice) + 2_000
}

export const ProxyBidSet: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    const proxy = section(screen, 'Proxy bid')
    await expect(proxy.getByLabelText('Maximum bid (USD)')).toHaveValue(String(high + 100))
    await userEvent.click(proxy.getByRole('button', { name: 'Raise maximum by $100' }))
    await expect(proxy.getByLabelText('Maximum bid (USD)')).toHaveValue(String(high + 200))
    await userEvent.click(proxy.getByRole('button', { name: 'Set proxy bid' }))
    await expect(await proxy.findByText(new RegExp(`^Proxy bid set: up to \\${usd(high + 200)} at `))).toBeVisible()
    await expect(worldAuction(context, AUCTION).proxies.some((p) => p.max === high + 200)).toBe(true)
  },
}

export const ProxyBidInvalid: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    const proxy = section(screen, 'Proxy bid')
    const input = proxy.getByLabelText('Maximum bid (USD)')
    await userEvent.clear(input)
    await userEvent.type(input, `${high}.5`)
    await userEvent.click(proxy.getByRole('button', { name: 'Set proxy bid' }))
    await expect(proxy.getByText(Messages.bidNotANumber)).toBeVisible()
    await userEvent.clear(input)
    await userEvent.type(input, String(high))
    await userEvent.click(proxy.getByRole('button', { name: 'Set proxy bid' }))
    await expect(proxy.getByText(`Your maximum must be at least ${usd(high + 100)}.`)).toBeVisible()
    await expect(worldAuction(context, AUCTION).proxies).toHaveLength(0)
  },
}

/** The sandbox refuses every bid (409): the proxy form says why and nothing is placed. */
export const ProxyBidRefused: Story = {
  parameters: sandbox({ failures: [{ bidFails: 409 }] }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const proxy = section(screen, 'Proxy bid')
    await userEvent.click(proxy.getByRole('button', { name: 'Set proxy bid' }))
    await expect(await proxy.findByRole('alert')).toHaveTextContent('Your bid must be at least the next valid bid.')
  },
}

/** The sandbox stops answering once the page is in: the proxy stays in flight, and a second click sends nothing. */
export const ProxyBidInFlight: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    await stageFailures(sandboxOf(context), [{ slowResponses: 'forever' }])
    const proxy = section(screen, 'Proxy bid')
    await userEvent.click(proxy.getByRole('button', { name: 'Set proxy bid' }))
    const busy = proxy.getByRole('button', { name: 'Setting proxy bid…' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(proxy.getByLabelText('Maximum bid (USD)')).toHaveAttribute('readonly')
    await userEvent.click(busy)
    await expect(worldAuction(context, AUCTION).proxies).toHaveLength(0)
  },
}

export const PersistentProxySetAndCancelled: Story = {
  play: async (context) => {
    const { screen, high } = await loaded(context)
    const persistent = section(screen, 'Persistent proxy')
    await expect(persistent.getByText(/for 10 days/)).toBeVisible()
    const input = persistent.getByLabelText('Persistent maximum (USD)')
    await userEvent.clear(input)
    await userEvent.type(input, String(high + 1_000))
    await userEvent.click(persistent.getByRole('button', { name: 'Set persistent proxy' }))
    await expect(
      await persistent.findByText(new RegExp(`^Persistent proxy set: up to \\${usd(high + 1_000)} until `)),
    ).toBeVisible()
    const cancel = await persistent.findByRole('button', { name: 'Cancel persistent proxy' })
    await userEvent.click(cancel)
    await expect(await persistent.findByText('Persistent proxy cancelled.')).toBeVisible()
    await expect(worldAuction(context, AUCTION).proxies.some((p) => p.persistent)).toBe(false)
  },
}

export const PurchaseNowConfirmed: Story = {
  beforeEach: withPurchaseNow,
  play: async (context) => {
    const { screen, page } = await loaded(context)
    const price = worldAuction(context, AUCTION).purchaseNowPrice as number
    await userEvent.click(screen.getByRole('button', { name: `Purchase now for ${usd(price)}` }))
    const dialog = within(await page.findByRole('dialog', { name: 'Purchase this vehicle?' }))
    await expect(dialog.getByText(new RegExp(`for \\${usd(price)}\\. This cannot be undone`))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: `Buy for ${usd(price)}` }))
    await expect(await screen.findByText(new RegExp(`^Purchased for \\${usd(price)} at `))).toBeVisible()
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(price)
  },
}

export const PurchaseNowCancelled: Story = {
  beforeEach: withPurchaseNow,
  play: async (context) => {
    const { screen, page, high } = await loaded(context)
    const price = worldAuction(context, AUCTION).purchaseNowPrice as number
    await userEvent.click(screen.getByRole('button', { name: `Purchase now for ${usd(price)}` }))
    const dialog = within(await page.findByRole('dialog', { name: 'Purchase this vehicle?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(high)
  },
}

export const OfferAccepted: Story = {
  beforeEach: endedUnsold,
  play: async (context) => {
    const { screen } = await loaded(context)
    const reserve = worldAuction(context, AUCTION).floorPrice as number
    const offer = section(screen, 'Make an offer')
    await userEvent.type(offer.getByLabelText('Your offer (USD)'), String(reserve))
    await userEvent.click(offer.getByRole('button', { name: 'Make offer' }))
    await expect(await offer.findByText(`Offer accepted: ${usd(reserve)}.`)).toBeVisible()
    await expect(worldAuction(context, AUCTION).status).toBe('ended_accepted')
  },
}

export const OfferRejectedBelowMinimum: Story = {
  beforeEach: endedUnsold,
  play: async (context) => {
    const { screen } = await loaded(context)
    const offer = section(screen, 'Make an offer')
    await userEvent.type(offer.getByLabelText('Your offer (USD)'), '100')
    await userEvent.click(offer.getByRole('button', { name: 'Make offer' }))
    await expect(await offer.findByRole('alert')).toHaveTextContent(/^Offer rejected: The offer is below the minimum/)
  },
}

/** multi@ belongs to three dealerships: the offer needs one of them (marketplace §6). */
export const OfferPicksDealership: Story = {
  beforeEach: endedUnsold,
  parameters: sandbox({ persona: 'multi' }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const offer = section(screen, 'Make an offer')
    await userEvent.type(offer.getByLabelText('Your offer (USD)'), '1000')
    await userEvent.click(offer.getByRole('button', { name: 'Make offer' }))
    await expect(offer.getByText('Choose the dealership this offer is for.')).toBeVisible()
    await userEvent.selectOptions(offer.getByLabelText('Dealership'), '107')
    await userEvent.click(offer.getByRole('button', { name: 'Make offer' }))
    await expect(await offer.findByText(/^Offer (sent|rejected)/)).toBeVisible()
  },
}

export const RemoveReserve: Story = {
  parameters: { ...at(`/auction/${SELLER_AUCTION}`), ...sandbox({ persona: 'seller' }) },
  beforeEach: (context) => {
    const auction = worldAuction(context, SELLER_AUCTION)
    auction.floorPrice = auction.floorPrice ?? (auction.bids.at(-1)?.amount ?? auction.startPrice) + 3_000
  },
  play: async (context) => {
    const { screen, page } = await loaded(context, SELLER_AUCTION)
    const reserve = section(screen, 'Reserve')
    await userEvent.click(reserve.getByRole('button', { name: 'Remove reserve' }))
    const dialog = within(await page.findByRole('dialog', { name: 'Remove the reserve?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Remove reserve' }))
    await expect(await reserve.findByText('Reserve removed.')).toBeVisible()
    await expect(worldAuction(context, SELLER_AUCTION).floorPrice).toBeNull()
    await waitFor(() =>
      expect(reserve.getByRole('button', { name: 'Remove reserve' })).toHaveAccessibleDescription(
        ActionBlockedTexts.noReserve,
      ),
    )
    await expect(screen.queryByRole('region', { name: 'Proxy bid' })).toBeInTheDocument()
  },
}

export const Watch: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    const watch = screen.getByRole('button', { name: 'Watch' })
    await expect(watch).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(watch)
    await expect(watch).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(worldAuction(context, AUCTION).watcherUserIds).toContain(viewerId(context)))
  },
}

/** The watchlist refuses (403): the button flips back and an error toast says why. */
export const WatchFailsRollsBack: Story = {
  parameters: sandbox({
    failures: [{ callFails: { path: '*/watchlist/saved_auction/:id', status: 403, method: 'post' } }],
  }),
  play: async (context) => {
    const { screen, page } = await loaded(context)
    const watch = screen.getByRole('button', { name: 'Watch' })
    await userEvent.click(watch)
    await expect(await page.findByText('The sandbox failed this call (403).')).toBeVisible()
    await expect(watch).toHaveAttribute('aria-pressed', 'false')
  },
}

/** multi@'s dealership 106 is multibuyer: it may hold the auction and release it (marketplace §6, §7 Claims). */
export const ClaimAndRelease: Story = {
  parameters: sandbox({ persona: 'multi' }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const name = sandboxOf(context).sandbox.world.dealerships.get(106)?.name ?? ''
    const holds = section(screen, 'Dealership holds')
    await userEvent.click(await holds.findByRole('button', { name: `Hold for ${name}` }))
    await expect(await holds.findByRole('button', { name: `Release hold for ${name}` })).toBeVisible()
    await expect(holds.getByText(`${name}: held`)).toBeVisible()
    await userEvent.click(holds.getByRole('button', { name: `Release hold for ${name}` }))
    await expect(await holds.findByText(`${name}: not held`)).toBeVisible()
  },
}

/** Another member holds the auction for the dealership (409): the panel says so and nothing changes. */
export const ClaimRefused: Story = {
  parameters: sandbox({
    persona: 'multi',
    failures: [{ callFails: { path: '*/auctions/:id/claim', status: 409, method: 'post' } }],
  }),
  play: async (context) => {
    const { screen } = await loaded(context)
    const name = sandboxOf(context).sandbox.world.dealerships.get(106)?.name ?? ''
    const holds = section(screen, 'Dealership holds')
    await userEvent.click(await holds.findByRole('button', { name: `Hold for ${name}` }))
    await expect(await holds.findByRole('alert')).toHaveTextContent('The sandbox failed this call (409).')
    await expect(holds.getByText(`${name}: not held`)).toBeVisible()
  },
}

/** A live auction is not open to offers: the offer form is not shown; bidding is the way. */
export const NoOfferWhileLive: Story = {
  play: async (context) => {
    const { screen } = await loaded(context)
    await expect(screen.queryByRole('region', { name: 'Make an offer' })).toBeNull()
    await expect(screen.queryByRole('region', { name: 'Reserve' })).toBeNull()
    await expect(screen.queryByRole('region', { name: 'Dealership holds' })).toBeNull()
  },
}

/** limited@ sees every action disabled, each saying why. */
export const LimitedUser: Story = {
  args: { limited: true },
  parameters: sandbox({ persona: 'limited' }),
  play: async (context) => {
    const { screen } = await loaded(context)
    for (const name of ['Watch', 'Set proxy bid', 'Set persistent proxy', 'Place bid']) {
      const button = screen.getByRole('button', { name })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      await expect(button).toHaveAccessibleDescription(ActionBlockedTexts.limited)
    }
  },
}

/** `?action=purchase_now` opens the confirmation once and leaves the URL. */
export const ActionParamPurchaseNow: Story = {
  parameters: at(`/auction/${AUCTION}?action=purchase_now`),
  beforeEach: withPurchaseNow,
  play: async (context) => {
    const { screen, page } = await loaded(context)
    await expect(await page.findByRole('dialog', { name: 'Purchase this vehicle?' })).toBeVisible()
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent(/^search:$/))
  },
}

/** `?action=watch` puts the auction on the watchlist once. */
export const ActionParamWatch: Story = {
  parameters: at(`/auction/${AUCTION}?action=watch`),
  play: async (context) => {
    const { screen } = await loaded(context)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(worldAuction(context, AUCTION).watcherUserIds).toContain(viewerId(context)))
    await waitFor(() => expect(screen.getByTestId('location-search')).toHaveTextContent(/^search:$/))
  },
}

/** `?action=bid` focuses the bid amount; a bid is never placed from a URL. */
export const ActionParamBid: Story = {
  parameters: at(`/auction/${AUCTION}?action=bid`),
  play: async (context) => {
    const { screen, high } = await loaded(context)
    await waitFor(() => expect(screen.getByLabelText('Your bid (USD)')).toHaveFocus())
    await expect(highBidOf(sandboxOf(context), AUCTION)).toBe(high)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async (context) => {
    const { screen } = await loaded(context)
    await expect(screen.getByRole('region', { name: 'Proxy bid' })).toBeVisible()
  },
}
