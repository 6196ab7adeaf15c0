import { Messages, routeById } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { type SandboxParameters, sandboxOf, titleOf } from '../../../../../.storybook/sandbox'
import { ChromeReadyProvider } from '../../services/chromeReady'
import { MarketplaceScreen } from '../MarketplaceScreen'
import { AppShell } from './AppShell'

/** Screen stories run against the sandbox (STYLE rule 15): a fresh, still world per story, buyer@ signed in. */
const sandbox = (options: SandboxParameters = {}) => ({
  sandbox: { persona: 'buyer', ...options } as SandboxParameters,
})

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  args: {
    environment: 'sandbox',
    listingPath: '/marketplace',
    layout: 'desktop',
    meta: routeById('marketplace').meta,
    routeId: 'marketplace',
    children: <MarketplaceScreen />,
  },
  parameters: { route: { path: '/marketplace', at: '/marketplace' }, ...sandbox() },
} satisfies Meta<typeof AppShell>
export default meta
type Story = StoryObj<typeof meta>

const Page = () => <h1>Page</h1>
const mobile = { globals: { viewport: { value: 'mobile1' } } }
/** A route of the table, mounted at `at`, with a light page instead of a whole screen. */
const at = (routeId: string, path: string, url = path) => ({
  args: { meta: routeById(routeId).meta, routeId, children: <Page /> },
  parameters: { route: { path, at: url }, ...sandbox() },
})
const headerOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('banner')

export const WithMarketplace: Story = {
  play: async (context) => {
    const page = within(context.canvasElement)
    await expect(headerOf(context.canvasElement)).toHaveAttribute('data-header', 'default')
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeInTheDocument()
    await expect(page.getByRole('note', { name: 'Environment' })).toHaveTextContent('sandbox')
    await expect(await page.findByRole('button', { name: /Bailey Brooks/ })).toBeInTheDocument()
    await expect(page.queryByRole('navigation', { name: 'Bottom' })).toBeNull()
    await expect(page.queryByText(Messages.dealerInactiveTitle)).toBeNull()
    await expect(await page.findByRole('contentinfo')).toHaveTextContent('© 2026 Gavel. All rights reserved.')
    await waitFor(() => expect(context.canvasElement.querySelector('article[data-auction-id]')).not.toBeNull())
    const id = Number(context.canvasElement.querySelector('article[data-auction-id]')!.getAttribute('data-auction-id'))
    await expect(page.getByRole('heading', { name: titleOf(sandboxOf(context), id) })).toBeVisible()
  },
}

export const MarketplaceMobile: Story = {
  ...mobile,
  args: { layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement)
    await expect(header).toHaveAttribute('data-header', 'mobileTopBar')
    await expect(header).toHaveTextContent('Live Auctions')
    await expect(within(header).getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-pressed', 'false')
    const bottom = within(canvasElement).getByRole('navigation', { name: 'Bottom' })
    await expect(
      within(bottom)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Live Auctions', 'Market Report', 'Notifications', 'Menu'])
  },
}

export const EventsDirectoryMobile: Story = {
  ...mobile,
  ...at('marketplace', '/marketplace', '/marketplace?d=directory'),
  args: { ...at('marketplace', '/marketplace').args, layout: 'mobile' },
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveTextContent('Events Directory')
  },
}

export const SearchDesktop: Story = {
  ...at('search', '/search'),
  args: { ...at('search', '/search').args, listingPath: '/search' },
  parameters: { route: { path: '/search', at: '/search' }, ...sandbox({ persona: 'seller' }) },
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveAttribute('data-header', 'search')
    await expect(within(headerOf(canvasElement)).getByRole('link', { name: 'Gavel home' })).toHaveAttribute(
      'href',
      '/search',
    )
  },
}

export const SearchMobile: Story = {
  ...mobile,
  ...at('search', '/search'),
  args: { ...at('search', '/search').args, layout: 'mobile', listingPath: '/search' },
  parameters: { route: { path: '/search', at: '/search' }, ...sandbox({ persona: 'seller' }) },
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveTextContent('Search & Filter')
    await expect(within(canvasElement).getByRole('navigation', { name: 'Bottom' })).toBeInTheDocument()
  },
}

export const MyAccountDesktop: Story = {
  ...at('myacvActiveBuying', '/myacv/active/buying'),
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement)
    await expect(header).toHaveAttribute('data-header', 'simplified')
    await expect(within(header).getByRole('link', { name: 'Gavel home' })).toHaveAttribute('href', '/myacv')
    await expect(within(header).queryByRole('navigation')).toBeNull()
  },
}

export const MyAccountMobile: Story = {
  ...mobile,
  ...at('myacvActiveBuying', '/myacv/active/buying'),
  args: { ...at('myacvActiveBuying', '/myacv/active/buying').args, layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement)
    await expect(header).toHaveTextContent('Active Buying')
    await expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument()
  },
}

export const DigitalClerkTitleHub: Story = {
  ...at('myacvDigitalClerk', '/myacv/digital-clerk/*', '/myacv/digital-clerk/'),
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveAttribute('data-header', 'titleHub')
    await expect(within(headerOf(canvasElement)).getByRole('link', { name: 'Gavel Title Hub home' })).toHaveAttribute(
      'href',
      '/myacv/title-hub',
    )
  },
}

export const AuctionDetailMobile: Story = {
  ...mobile,
  ...at('auctionDetail', '/auction/:auctionId?', '/auction/1'),
  args: { ...at('auctionDetail', '/auction/:auctionId?').args, layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const header = headerOf(canvasElement)
    await expect(header).toHaveAttribute('data-header', 'mobileTopBar')
    await expect(header).toHaveTextContent('Auction')
    await expect(within(header).getByRole('button', { name: 'Back' })).toBeInTheDocument()
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Bottom' })).toBeNull()
  },
}

export const Login: Story = {
  ...at('login', '/login'),
  parameters: { route: { path: '/login', at: '/login' }, sandbox: {} },
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveAttribute('data-header', 'authentication')
    await expect(within(canvasElement).queryByRole('contentinfo')).toBeNull()
  },
}

export const Registration: Story = {
  ...at('registration', '/registration'),
  parameters: { route: { path: '/registration', at: '/registration' }, sandbox: {} },
  play: async ({ canvasElement }) => {
    await expect(headerOf(canvasElement)).toHaveAttribute('data-header', 'registration')
    await expect(within(headerOf(canvasElement)).getByRole('link', { name: 'LOG IN' })).toHaveAttribute(
      'href',
      '/login',
    )
  },
}

export const LimitedUser: Story = {
  args: { limited: true, children: <MarketplaceScreen limited /> },
  parameters: sandbox({ persona: 'limited' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.queryByRole('link', { name: 'My Account' })).toBeNull()
    await expect(page.getByRole('button', { name: /Lee Lindqvist/ })).toBeInTheDocument()
    // the inactive warning (shell §4.6), under the header
    await expect(page.getByText(Messages.dealerInactiveTitle, { selector: 'p' })).toBeVisible()
  },
}

export const OutstandingAuctionsMobile: Story = {
  ...mobile,
  args: { hideNavigation: true, layout: 'mobile', children: <Page /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Bottom' })).toBeNull()
    await expect(within(headerOf(canvasElement)).queryByRole('button', { name: 'Filters' })).toBeNull()
  },
}

export const Production: Story = {
  args: { environment: 'production' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('note', { name: 'Environment' })).toBeNull()
  },
}

/**
 * Before the page's content has shown (the app's ChromeReadyProvider not ready yet): the header's logo and links are
 * there, the user menu, the bell and the footer hold back, so their code does not compete with the first cards.
 */
export const BeforeTheContentShows: Story = {
  ...at('marketplace', '/marketplace'),
  decorators: [
    (Story) => (
      <ChromeReadyProvider value={{ ready: false, contentShown: () => {} }}>
        <Story />
      </ChromeReadyProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(page.queryByRole('button', { name: /Bailey Brooks/ })).toBeNull()
    await expect(page.queryByRole('button', { name: /^Notifications/ })).toBeNull()
    await expect(page.queryByRole('contentinfo')).toBeNull()
  },
}
