import type { Chapter5SubChapter } from '../../tours/tourRules'
import type { BuyingList } from './buyingLists'

/**
 * The fast action panel's tabs: tour chapter 5's sub-chapters (shell §4.5), each a buying list. Finalized is the
 * won list without the wins still to finalize. Pending proxy needs the persistent proxy flag (marketplace §4).
 */
export const FAST_ACTION_TABS: Readonly<
  Record<Chapter5SubChapter, { readonly label: string; readonly list: BuyingList; readonly page: string }>
> = {
  activeBuying: { label: 'Active buying', list: 'activeBuying', page: '/myacv/active/buying' },
  watchlist: { label: 'Watchlist', list: 'watchlist', page: '/myacv/active/buying?list=watchlist' },
  pendingProxy: { label: 'Pending proxy', list: 'pendingProxy', page: '/myacv/pendingproxy' },
  needsFinalizing: { label: 'Needs finalizing', list: 'needsFinalizing', page: '/myacv/won?list=needs-finalizing' },
  finalized: { label: 'Finalized', list: 'won', page: '/myacv/won' },
}

/** How many auctions a tab of the panel shows before "See all". */
export const FAST_ACTION_ROWS = 5
