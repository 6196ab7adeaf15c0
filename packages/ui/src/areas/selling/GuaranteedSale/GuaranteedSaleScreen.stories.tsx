import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SandboxParameters } from '../../../../../../.storybook/sandbox'
import { sandboxOf, savedAuctionsCopied } from '../../../../../../.storybook/sandbox/storyHelpers'
import { GuaranteedSaleScreen } from './GuaranteedSaleScreen'

const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'seller', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/Selling/GuaranteedSale',
  component: GuaranteedSaleScreen,
  // The world's full size (300 auctions): seller@ then runs two auctions in the guaranteed-sale lane.
  parameters: {
    route: { path: '/myacv/guaranteed-sale', at: '/myacv/guaranteed-sale' },
    ...sandbox({ auctions: 300 }),
  },
} satisfies Meta<typeof GuaranteedSaleScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The screen alone (the route's guard wants the launch_gtd_sale role, multi@'s): seller@ runs auctions in the guaranteed-sale lane and complete saved vehicles that may launch. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const running = await page.findByRole('list', { name: 'Running in Guaranteed Sale' }, { timeout: 5000 })
    const rows = within(running).getAllByRole('listitem')
    await expect(rows.length).toBeGreaterThan(0)
    await expect(within(rows[0]!).getByRole('timer')).toBeVisible()
    const ready = await page.findByRole('list', { name: 'Ready to launch' }, { timeout: 5000 })
    const launch = within(ready).getAllByRole('link', { name: /^Send To Auction: / })
    await expect(launch[0]).toHaveAttribute('href', expect.stringMatching(/^\/saved\/\d+$/))
  },
}

const grown = new WeakSet<object>()

/** A long saved list: the list opens with one screen of saved vehicles and the rest are a click away, not cut off. */
export const LongSavedList: Story = {
  render: (_args, context) => {
    const loaded = sandboxOf(context)
    if (!grown.has(loaded)) {
      grown.add(loaded)
      savedAuctionsCopied(loaded, 5001, 30, 'GSAL')
    }
    return <GuaranteedSaleScreen />
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const ready = await page.findByRole('list', { name: 'Ready to launch' }, { timeout: 5000 })
    const first = within(ready).getAllByRole('link', { name: /^Send To Auction: / }).length
    await userEvent.click(await page.findByRole('button', { name: 'Show more saved vehicles' }))
    await waitFor(
      () => expect(within(ready).getAllByRole('link', { name: /^Send To Auction: / }).length).toBeGreaterThan(first),
      { timeout: 5000 },
    )
  },
}

/** buyer@ sells nothing: both sections say so in the spec's empty sentence. */
export const Empty: Story = {
  parameters: sandbox({ persona: 'buyer', auctions: 300 }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/any guaranteed-sale auctions/)).toBeVisible()
    await expect(await page.findByText(/any saved vehicles ready to launch/)).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: sandbox({
    auctions: 300,
    failures: [{ callFails: { path: '*/bff/myacv/active/selling', status: 503 } }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('button', { name: 'Retry' }, { timeout: 15_000 })).toBeVisible()
    await expect(await page.findByRole('list', { name: 'Ready to launch' }, { timeout: 5000 })).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('list', { name: 'Running in Guaranteed Sale' }, { timeout: 5000 })).toBeVisible()
  },
}
