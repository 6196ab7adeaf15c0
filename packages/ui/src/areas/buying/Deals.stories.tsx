import { auctionId } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SandboxAuctions, type SandboxParameters, sandboxOf, titleOf } from '../../../../../.storybook/sandbox'
import { DealPanel } from './DealPanel'
import { BuyersOffersScreen, OffersReceivedScreen } from './OffersScreen'

const as = (persona: SandboxParameters['persona'], more: Partial<SandboxParameters> = {}) => ({
  sandbox: { persona, ...more },
})
const at = (path: string, query = '') => ({ route: { path, at: `${path}${query}` } })
const DEAL = SandboxAuctions.sellerNegotiation

const meta = {
  title: 'Screens/Buying/Offers and deals',
  component: OffersReceivedScreen,
  parameters: { ...at('/myacv/offers/received'), ...as('seller') },
} satisfies Meta<typeof OffersReceivedScreen>
export default meta
type Story = StoryObj<typeof meta>

/** seller@ reads the offers made to the dealership, each state in words. */
export const OffersReceived: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const list = await page.findByRole('list', { name: 'Offers received' }, { timeout: 10_000 })
    await expect(within(list).getAllByText('Pending').length).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: /Offers received/ })).toHaveAttribute('aria-current', 'page')
  },
}

/** The deals tab: counter with a typo is refused before sending and keeps what was typed; then sent. */
export const CounterOffer: Story = {
  parameters: at('/myacv/offers/received', '?list=deals'),
  play: async (context) => {
    const page = within(context.canvasElement)
    const deal = await page.findByRole('listitem', { name: titleOf(sandboxOf(context), DEAL) }, { timeout: 10_000 })
    const amount = within(deal).getByLabelText('Counter offer (USD)')
    await userEvent.type(amount, '15k')
    await userEvent.click(within(deal).getByRole('button', { name: 'Counter' }))
    await expect(within(deal).getByText('Tried setting a value that was NaN!')).toBeVisible()
    await expect(amount).toHaveValue('15k')
    await userEvent.clear(amount)
    await userEvent.type(amount, '99,900')
    await userEvent.click(within(deal).getByRole('button', { name: 'Counter' }))
    await expect(await within(deal).findByText('Counter offer sent.')).toBeVisible()
    await expect(within(deal).getByText('Waiting for the other party to answer your offer.')).toBeVisible()
  },
}

/** The server refuses (the offer was answered meanwhile): its reason shows, nothing is retried. */
export const ActionRefused: Story = {
  parameters: at('/myacv/offers/received', '?list=deals'),
  play: async (context) => {
    const page = within(context.canvasElement)
    const loaded = sandboxOf(context)
    const deal = await page.findByRole('listitem', { name: titleOf(loaded, DEAL) }, { timeout: 10_000 })
    const accept = await within(deal).findByRole('button', { name: /^Accept/ })
    const auction = loaded.sandbox.world.auctions.get(DEAL)
    if (auction) auction.status = 'ended_declined'
    await userEvent.click(accept)
    await expect(
      await within(deal).findByText('There is no pending offer on this auction.', {}, { timeout: 10_000 }),
    ).toBeVisible()
  },
}

/** Loading and failing deals each on their own. */
export const DealsLoading: Story = {
  parameters: {
    ...at('/myacv/offers/received', '?list=deals'),
    ...as('seller', { failures: [{ slowResponses: 'forever' }] }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading deals')).toBeInTheDocument()
  },
}

export const DealsFailed: Story = {
  parameters: {
    ...at('/myacv/offers/received', '?list=deals'),
    ...as('seller', { failures: [{ callFails: { path: '*/bff/deals', status: 503 } }] }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** A dealer with no offers reads the empty sentence. */
export const NoOffers: Story = {
  parameters: as('rewards'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any offers received. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** The buyers' offers page (by flag): the deals in which the viewer buys; empty for buyer@. */
export const BuyersOffers: Story = {
  parameters: { ...at('/myacv/offers/received/buying'), ...as('buyer') },
  render: () => <BuyersOffersScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "You don't currently have any offers as a buyer. When you do, they'll appear here.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** A limited user reads the offers but every action is withheld, with why. */
export const LimitedDeal: Story = {
  parameters: at('/myacv/offers/received', '?list=deals'),
  render: () => <DealPanel auctionId={auctionId(DEAL)} limited />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText(
        'Your account is limited: you can read offers but not answer them.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    await expect(page.queryByRole('button', { name: /^Accept/ })).toBeNull()
  },
}

/** On a phone the deal's actions wrap under the history. */
export const DealsMobile: Story = {
  parameters: at('/myacv/offers/received', '?list=deals'),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('button', { name: /^Accept/ }, { timeout: 10_000 })).length,
    ).toBeGreaterThan(0)
  },
}
