import type { Auction } from '../../model/auction'
import type { SavedAuctionRow } from './savedAuctionRow'

/** An auction running (or run) in the guaranteed-sale lane (shell §9 lane sets; marketplace §1). */
export const isGuaranteedSaleAuction = (auction: Pick<Auction, 'lane'>): boolean =>
  auction.lane.kind === 'guaranteed_sale'

/** The saved vehicles a guaranteed-sale seller may launch now: the saved list's launchable rows, in its order. */
export const guaranteedSaleCandidates = (rows: readonly SavedAuctionRow[]): readonly SavedAuctionRow[] =>
  rows.filter((r) => r.launchable)

/** Texts of the guaranteed-sale page (ours). */
export const GuaranteedSaleTexts = {
  running: 'Running in Guaranteed Sale',
  ready: 'Ready to launch',
  readyHint: 'Open a saved vehicle and choose the Guaranteed Sale lane to launch it with a guaranteed sale.',
  runningEmpty: 'guaranteed-sale auctions',
  readyEmpty: 'saved vehicles ready to launch',
} as const
