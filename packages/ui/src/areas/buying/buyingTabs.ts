import { type FeatureFlags, FlagSlugs, isFlagOn } from '@gavel/domain'
import type { MyAccountTab as BuyingTab } from '../myAccount'

const count = (rows: readonly unknown[] | undefined) => (rows === undefined ? {} : { count: rows.length })

/** Active buying's tabs: active, watchlist, and pending proxy only with the persistent proxy flag (marketplace §4). */
export const activeTabs = (
  flags: FeatureFlags | null,
  counts: { active?: readonly unknown[]; watchlist?: readonly unknown[]; pendingProxy?: readonly unknown[] },
): readonly BuyingTab[] => [
  { label: 'Active', to: '/myacv/active/buying', ...count(counts.active) },
  { label: 'Watchlist', to: '/myacv/active/buying?list=watchlist', ...count(counts.watchlist) },
  ...(isFlagOn(flags, FlagSlugs.persistentProxy)
    ? [{ label: 'Pending proxy', to: '/myacv/pendingproxy', ...count(counts.pendingProxy) }]
    : []),
]

/** Offers' tabs: offers received, deals, and the buyers' offers page with its flag. */
export const offerTabs = (
  flags: FeatureFlags | null,
  counts: { offers?: readonly unknown[]; deals?: readonly unknown[] },
): readonly BuyingTab[] => [
  { label: 'Offers received', to: '/myacv/offers/received', ...count(counts.offers) },
  { label: 'Deals', to: '/myacv/offers/received?list=deals', ...count(counts.deals) },
  ...(isFlagOn(flags, FlagSlugs.buyersOffersPage) ? [{ label: 'My offers', to: '/myacv/offers/received/buying' }] : []),
]
