import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SandboxAuctions, type SandboxParameters, sandboxOf, titleOf } from '../../../../../.storybook/sandbox'
import { ActiveBuyingScreen, PendingProxyScreen } from './ActiveBuyingScreen'
import { NegotiationsBuyingScreen, WonScreen } from './WonScreen'

const as = (persona: SandboxParameters['persona'], more: Partial<SandboxParameters> = {}) => ({
  sandbox: { persona, ...more },
})
const at = (path: string, query = '') => ({ route: { path, at: `${path}${query}` } })

const meta = {
  title: 'Screens/Buying/Lists',
  component: ActiveBuyingScreen,
  parameters: { ...at('/myacv/active/buying'), ...as('buyer') },
} satisfies Meta<typeof ActiveBuyingScreen>
export default meta
type Story = StoryObj<typeof meta>

/** buyer@ bids on three auctions: each row live with its pills, the tabs counted; the one without a photo says so. */
export const ActiveBuying: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    const title = titleOf(sandboxOf(context), SandboxAuctions.buyerHighBidder)
    const row = await page.findByRole('listitem', { name: title }, { timeout: 10_000 })
    await expect(within(row).getByText('High Bidder')).toBeVisible()
    // the sandbox sends no thumbnail for every 37th auction, the proxy one among them
    const unphotographed = page.getByRole('listitem', { name: titleOf(sandboxOf(context), SandboxAuctions.buyerProxy) })
    await expect(within(unphotographed).getByText('No photo')).toBeVisible()
    await expect(page.getByRole('link', { name: /Active\s*3/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('link', { name: /Watchlist\s*3/ })).toBeVisible()
    await expect(page.getByText('3 auctions')).toBeVisible()
  },
}

/** The watchlist is a tab of active buying (`?list=watchlist`). */
export const Watchlist: Story = {
  parameters: at('/myacv/active/buying', '?list=watchlist'),
  play: async (context) => {
    const page = within(context.canvasElement)
    await expect(await page.findByRole('heading', { name: 'Watchlist', level: 1 }, { timeout: 10_000 })).toBeVisible()
    const title = titleOf(sandboxOf(context), SandboxAuctions.endingSoon)
    await expect(await page.findByRole('listitem', { name: title }, { timeout: 10_000 })).toBeVisible()
  },
}

/** Sorted by the highest bid from the sort menu; the URL keeps it. */
export const SortedByHighBid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const sort = await page.findByLabelText('Sort by', {}, { timeout: 10_000 })
    await userEvent.selectOptions(sort, 'highBidHighest')
    const list = page.getByRole('region', { name: 'active buying auctions' })
    const bids = within(list)
      .getAllByText(/^High bid \$/)
      .map((el) => Number((el.textContent ?? '').match(/High bid \$([\d,]+)/)?.[1]?.replace(/,/g, '') ?? 0))
    await expect(bids.length).toBe(3)
    await expect(bids).toEqual([...bids].sort((a, b) => b - a))
  },
}

/** Loading: the list says what it is loading. */
export const Loading: Story = {
  parameters: as('buyer', { failures: [{ slowResponses: 'forever' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading active buying auctions')).toBeInTheDocument()
  },
}

/** The list fails on its own with the spec's text and a Retry; the other tabs still count. */
export const LoadFailed: Story = {
  parameters: as('buyer', { failures: [{ callFails: { path: '*/bff/myacv/active/buying', status: 500 } }] }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText(
        'There was a problem retrieving auctions. Please check your network and try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(await page.findByRole('link', { name: /Watchlist\s*3/ }, { timeout: 10_000 })).toBeVisible()
  },
}

/** A payload that breaks the contract is the section's error state, never a white page. */
export const Malformed: Story = {
  parameters: as('buyer', { failures: [{ callMalformed: { path: '*/bff/myacv/active/buying' } }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** A dealer with no buying reads the empty sentence. */
export const Empty: Story = {
  parameters: as('rewards'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any active buying auctions. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** On a phone: rows stack, the page title has its back button to the menu. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('3 auctions', {}, { timeout: 10_000 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the my account menu' })).toBeVisible()
  },
}

/** Pending proxy (behind the persistent proxy flag): tabs beside active buying, empty for buyer@. */
export const PendingProxy: Story = {
  parameters: at('/myacv/pendingproxy'),
  render: () => <PendingProxyScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any pending proxy bids. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** outstanding@'s wins: needs finalizing links each to /myacv/won/finalize/{id}. */
export const NeedsFinalizing: Story = {
  parameters: { ...at('/myacv/won', '?list=needs-finalizing'), ...as('outstanding') },
  render: () => <WonScreen />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const [first] = SandboxAuctions.outstandingWon
    const links = await page.findAllByRole('link', { name: 'Finalize' }, { timeout: 10_000 })
    await expect(links).toHaveLength(SandboxAuctions.outstandingWon.length)
    await expect(links.map((l) => l.getAttribute('href'))).toContain(`/myacv/won/finalize/${first}`)
    await expect(page.getByRole('link', { name: /Needs finalizing\s*3/ })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(/3 won · 3 to finalize/)).toBeVisible()
  },
}

/** A limited user sees Finalize disabled, with why. */
export const WonLimited: Story = {
  parameters: { ...at('/myacv/won'), ...as('limited') },
  render: () => <WonScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any won auctions. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** Negotiations, buying: empty for buyer@ in a fresh world. */
export const NegotiationsEmpty: Story = {
  parameters: at('/myacv/negotiations/buying'),
  render: () => <NegotiationsBuyingScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any buying negotiations. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}
