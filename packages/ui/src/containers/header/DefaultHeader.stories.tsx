import { dealerId, Messages } from '@gavel/domain'
import { aUser } from '@gavel/domain/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fakeDealerRewards, fakeExternalTools, fakeNotifications } from '../../../../../.storybook/fakes'
import { DefaultHeaderContainer as DefaultHeader } from './DefaultHeaderContainer'

const opened: string[] = []
const fakeWindow = () => ({
  post: (url: string, fields: Readonly<Record<string, string>>) => opened.push(`POST ${url} ${JSON.stringify(fields)}`),
  close: () => opened.push('closed'),
})

const services = (tools = fakeExternalTools(), rewards = fakeDealerRewards()) => ({
  parameters: {
    route: { path: '/marketplace', at: '/marketplace' },
    services: () => ({ notifications: fakeNotifications({ unseen: 3 }), externalTools: tools, dealerRewards: rewards }),
  },
})

const meta = {
  title: 'Shell/DefaultHeader',
  component: DefaultHeader,
  args: {
    user: aUser().showcase().build(),
    listingPath: '/marketplace',
    environment: 'sandbox',
    openWindow: fakeWindow,
  },
  ...services(),
} satisfies Meta<typeof DefaultHeader>
export default meta
type Story = StoryObj<typeof meta>

const nav = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
const toasts = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Notifications' })

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement)
    await expect(header.getByRole('note', { name: 'Environment' })).toHaveTextContent('sandbox')
    await expect(
      nav(canvasElement)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([
      'Marketplace',
      'My Account',
      'Market Report',
      'Buying Matrix (opens in a new tab)',
      'Clear Car Appraisal (opens in a new tab)',
    ])
    await expect(nav(canvasElement).getByRole('link', { name: 'Marketplace' })).toHaveAttribute('aria-current', 'page')
    await expect(header.getByRole('link', { name: 'Gavel home' })).toHaveAttribute('href', '/marketplace')
    await expect(await header.findByRole('button', { name: /Dana Whitfield/ })).toBeVisible()
    await expect(await header.findByRole('button', { name: 'Notifications, 3 unseen' })).toHaveTextContent('3')
    await expect(header.queryByRole('link', { name: /^Rewards/ })).toBeNull()
  },
}

export const MarketplaceDropdownOpen: Story = {
  args: { flags: { enable_srp_refresh: true, events_directory: true } },
  play: async ({ canvasElement }) => {
    const trigger = nav(canvasElement).getByRole('button', { name: 'Marketplace' })
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const menu = within(canvasElement).getByRole('menu', { name: 'Marketplace' })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((i) => i.textContent)).toEqual(['Search', 'Events Directory'])
    await expect(items[0]).toHaveFocus()
    await expect(items[1]).toHaveAttribute('href', '/marketplace?d=directory')
    await userEvent.keyboard('{End}')
    await expect(items[1]).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(within(canvasElement).queryByRole('menu')).toBeNull()
    await expect(trigger).toHaveFocus()
    await userEvent.click(trigger)
    await userEvent.click(within(canvasElement).getByRole('menuitem', { name: 'Search' }))
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent('Navigated to /search')
  },
}

export const CapitalAndTransport: Story = {
  args: {
    user: aUser()
      .showcase()
      .with({
        capital: { isCapitalUser: true, dealerSelection: [{ dealerId: dealerId(501), productLines: ['floorplan'] }] },
      })
      .build(),
    flags: { transportation_hub_use_microfrontend: true },
  },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).getByRole('link', { name: 'Capital' })).toHaveAttribute('href', '/capital')
    const transport = nav(canvasElement).getByRole('link', { name: /Transport/ })
    await expect(transport).toHaveAttribute('href', '/transportation-hub')
    await expect(transport).toHaveTextContent('TransportNEW')
  },
}

export const BuyingMatrixOpensAfterItsToken: Story = {
  ...services(fakeExternalTools({ delayMs: 300 })),
  play: async ({ canvasElement }) => {
    opened.length = 0
    const link = nav(canvasElement).getByRole('button', { name: /Buying Matrix/ })
    await userEvent.click(link)
    await expect(link).toHaveAttribute('aria-busy', 'true')
    await expect(link).toHaveAccessibleName('Buying Matrix (opening)')
    await waitFor(() => expect(link).toHaveAttribute('aria-busy', 'false'))
    await expect(opened).toEqual(['POST https://buyingmatrix.tools.example/ {"token":"story-token"}'])
  },
}

export const AppraisalFails: Story = {
  ...services(fakeExternalTools({ fails: true })),
  play: async ({ canvasElement }) => {
    opened.length = 0
    await userEvent.click(nav(canvasElement).getByRole('button', { name: /Clear Car Appraisal/ }))
    await waitFor(() => expect(toasts(canvasElement)).toHaveTextContent(Messages.appraisalAccessFailed))
    await expect(toasts(canvasElement)).toHaveTextContent('There was a problem.')
    await expect(opened).toEqual(['closed'])
  },
}

const rewardsFlags = { loyalty: true }
const rewardsStory = (loyalty: Parameters<typeof fakeDealerRewards>[0], text: string): Story => ({
  args: { flags: rewardsFlags },
  ...services(fakeExternalTools(), fakeDealerRewards(loyalty)),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('link', { name: `Rewards: ${text}` })
    await expect(button).toHaveTextContent(text)
    await expect(button).toHaveAttribute('href', '/rewards')
  },
})

export const RewardsNotEnrolled = rewardsStory({}, 'Dealer Rewards Program')
export const RewardsPoints = rewardsStory({ enrolledToRewards: true, rewardPoints: 1250, tier: 'silver' }, '1,250 pts.')
export const RewardsUpdating = rewardsStory({ enrolledToRewards: true, rewardPoints: null }, '-- pts. (updating)')

export const RewardsCheckFails: Story = {
  args: { flags: rewardsFlags },
  ...services(fakeExternalTools(), fakeDealerRewards({ fails: true })),
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(within(canvasElement).queryByRole('link', { name: /^Rewards/ })).toBeNull()
  },
}

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note')).toBeNull()
  },
}

export const LimitedUser: Story = {
  args: { user: aUser().showcase().withId(1002).withName('Riley Park').readonly().build(), limited: true },
  play: async ({ canvasElement }) => {
    await expect(nav(canvasElement).queryByRole('link', { name: 'My Account' })).toBeNull()
    await expect(nav(canvasElement).getByRole('link', { name: 'Market Report' })).toBeVisible()
    await expect(within(canvasElement).queryByRole('button', { name: /Notifications/ })).toBeNull()
  },
}

export const OutstandingAuctions: Story = {
  args: { hideNavigation: true, flags: rewardsFlags },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
    await expect(within(canvasElement).queryByRole('link', { name: /^Rewards/ })).toBeNull()
    await expect(await within(canvasElement).findByRole('button', { name: /Dana Whitfield/ })).toBeVisible()
  },
}

export const SignedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement).getAllByRole('link')
    await expect(links.map((l) => l.textContent)).toEqual([
      'Features',
      'Testimonials',
      'Pricing',
      'Sell',
      'Careers',
      'Contact',
      'LOG IN',
      'REGISTER NOW',
    ])
    await expect(nav(canvasElement).getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login')
    await expect(nav(canvasElement).getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute(
      'href',
      '/registration',
    )
    await expect(within(canvasElement).getByRole('link', { name: 'Gavel home' })).toHaveAttribute(
      'href',
      'https://www.gavel.example',
    )
    await expect(within(canvasElement).queryByRole('button', { name: /Dana/ })).toBeNull()
  },
}

export const SearchHeader: Story = {
  args: { variant: 'search', listingPath: '/search', flags: { enable_srp_refresh: true } },
  parameters: { route: { path: '/search', at: '/search' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-header', 'search')
    await expect(within(canvasElement).getByRole('link', { name: 'Gavel home' })).toHaveAttribute('href', '/search')
  },
}

/**
 * Mobile (320 px, narrower than a 375 px phone): the links wrap onto rows of their own under the logo; each is whole
 * on screen, reachable by a tap, and nothing scrolls sideways (a scrolling row used to cut the last link mid-word).
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const links = nav(canvasElement).getAllByRole('listitem')
    await expect(links).toHaveLength(5)
    for (const link of links) {
      const box = link.getBoundingClientRect()
      await expect(box.left).toBeGreaterThanOrEqual(0)
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
      await expect(reachable(link.firstElementChild as HTMLElement)).toBe(true)
    }
    const row = within(canvasElement).getByRole('navigation', { name: 'Main' })
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The element a tap at the centre of `element` reaches: the element itself when nothing clips or covers it. */
const reachable = (element: HTMLElement) => {
  const box = element.getBoundingClientRect()
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return hit !== null && element.contains(hit)
}

export const SignedOutMobile: Story = {
  args: { user: null },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(reachable(nav(canvasElement).getByRole('link', { name: 'LOG IN' }))).toBe(true)
    await expect(reachable(nav(canvasElement).getByRole('link', { name: 'REGISTER NOW' }))).toBe(true)
    // The marketing links wrap on a row of their own: each whole on screen, none cut mid-word.
    for (const link of nav(canvasElement).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
      await expect(reachable(link)).toBe(true)
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const MobileMarketplaceDropdownOpen: Story = {
  args: { flags: { enable_srp_refresh: true, events_directory: true, transportation_hub_use_microfrontend: true } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    // The hidden "(opens in a new tab)" texts stay inside the header: the page does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(nav(canvasElement).getByRole('button', { name: 'Marketplace' }))
    await expect(reachable(within(canvasElement).getByRole('menuitem', { name: 'Events Directory' }))).toBe(true)
    const search = within(canvasElement).getByRole('menuitem', { name: 'Search' })
    await expect(reachable(search)).toBe(true)
    await userEvent.click(search)
    await expect(await within(canvasElement).findByTestId('navigated')).toHaveTextContent('Navigated to /search')
  },
}
