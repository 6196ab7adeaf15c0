import { decideNavigation, type NavigationSession } from '../../navigation/guard'

/** One entry of the my-account menu: a page of shell §2.4. */
export interface MyAccountMenuItem {
  readonly label: string
  readonly path: string
}

export interface MyAccountMenuSection {
  readonly title: 'Buying' | 'Selling' | 'Account'
  readonly items: readonly MyAccountMenuItem[]
}

/** Every page of the my-account area (shell §2.4) in menu order; labels are the pages' titles. */
const menu: readonly MyAccountMenuSection[] = [
  {
    title: 'Buying',
    items: [
      { label: 'Active Buying', path: '/myacv/active/buying' },
      { label: 'Pending Proxy', path: '/myacv/pendingproxy' },
      { label: 'Negotiations', path: '/myacv/negotiations/buying' },
      { label: 'Offers', path: '/myacv/offers/received' },
      { label: 'Won', path: '/myacv/won' },
      { label: 'S.A.M. Buying Rules', path: '/myacv/bidmatrix' },
    ],
  },
  {
    title: 'Selling',
    items: [
      { label: 'My Inventory', path: '/myacv/myinventory' },
      { label: 'Saved', path: '/myacv/saved' },
      { label: 'Send to Auction', path: '/myacv/send-to-auction' },
      { label: 'Active Selling', path: '/myacv/active/selling' },
      { label: 'Negotiations', path: '/myacv/negotiations/selling' },
      { label: 'Offers', path: '/myacv/offers/received/selling' },
      { label: 'Sold', path: '/myacv/sold' },
      { label: 'Performance', path: '/myacv/performance' },
      { label: 'Guaranteed Sale', path: '/myacv/guaranteed-sale' },
      { label: 'Request Inspection', path: '/myacv/request-inspection/new' },
    ],
  },
  {
    title: 'Account',
    items: [
      { label: 'Invoices', path: '/myacv/billing/invoices/open' },
      { label: 'Titles', path: '/myacv/titles' },
      { label: 'Fee Schedule', path: '/myacv/fee-schedule' },
    ],
  },
]

/**
 * The my-account menu of a session (shell §2.4): a page shows only where the navigation guard would let this user
 * open it, so the menu and the guard can never disagree (seller-only pages, flags with their fallbacks, active
 * users only, the invoices menu rule). Sections left empty are dropped; limited users get no menu at all.
 */
export const myAccountMenu = (session: NavigationSession): readonly MyAccountMenuSection[] =>
  menu
    .map((section) => ({
      ...section,
      items: section.items.filter(
        (item) =>
          decideNavigation({ pathname: item.path, search: '', session, outstandingAuctionIds: null }).kind === 'allow',
      ),
    }))
    .filter((section) => section.items.length > 0)

/** The empty-list sentence of shell §2.4 and ADR 0029 ('active buying auctions', 'saved auctions', …). */
export const emptyListSentence = (list: string): string =>
  `You don't currently have any ${list}. When you do, they'll appear here.`
