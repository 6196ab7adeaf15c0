import { FlagSlugs, isFlagOn } from '../featureFlags'
import { Messages } from '../messages'
import type { Auction } from '../model/auction'
import type { FeatureFlags } from '../model/session'
import { BidBlockedTexts, bidBlockReason } from './bidding'
import { isEnded, isUpcoming } from './statusGroups'
import type { Viewer } from './viewer'

/**
 * Why a detail-page action is unavailable (ADR 0029: every action control is disabled with a reason). The specs
 * name the permission flags (marketplace §3) but not these texts; they are ours (docs/adr/0015).
 */
export const ActionBlockedTexts = {
  limited: Messages.dealerInactiveTitle,
  ended: Messages.bidBlockedEnded,
  proxyNotPermitted: 'Proxy bidding is not available to you on this auction.',
  persistentNotEditable: 'Your persistent proxy bid can no longer be changed on this auction.',
  purchaseNowNotPermitted: 'Purchase now is not available to you on this auction.',
  offerNotPermitted: 'This auction is not open to your offers.',
  offerRestricted: 'Offers are restricted for your account.',
  removeReserveNotPermitted: 'Only the selling dealership may remove the reserve while the auction runs.',
  noReserve: 'This auction has no reserve.',
} as const

/** What the page knows about the viewer beside the auction. */
export interface ActionContext {
  readonly limited: boolean
  /** The auction's end time has passed on the server's clock. */
  readonly ended: boolean
  readonly flags: FeatureFlags
}

/** Reason or null per action; `null` means the action may be taken now. */
export interface DetailActionBlocks {
  readonly bid: string | null
  readonly proxy: string | null
  readonly persistentProxy: string | null
  readonly editPersistentProxy: string | null
  readonly purchaseNow: string | null
  readonly makeOffer: string | null
  readonly removeReserve: string | null
  readonly watch: string | null
  readonly claim: string | null
}

const over = (auction: Auction, ended: boolean): boolean =>
  isEnded(auction.status) || (auction.status === 'active' && ended)

/**
 * Every detail action's reason to be disabled (marketplace §3 permission flags per auction and per lane, already
 * folded by the adapter; §6 limited users): a limited user first, then an auction that is over (for the live
 * actions), then the action's own permission.
 */
export const detailActionBlocks = (auction: Auction, { limited, ended, flags }: ActionContext): DetailActionBlocks => {
  const p = auction.permissions
  const isOver = over(auction, ended)
  const unless = (allowed: boolean, reason: string, live = true): string | null => {
    if (limited) return ActionBlockedTexts.limited
    if (live && isOver) return ActionBlockedTexts.ended
    return allowed ? null : reason
  }
  const proxyOpen = auction.status === 'active' || isUpcoming(auction.status)
  return {
    bid: bidBlockReason(auction, limited, ended),
    proxy: unless(p.canProxyBid && proxyOpen, ActionBlockedTexts.proxyNotPermitted),
    persistentProxy: unless(p.canProxyBid && proxyOpen, ActionBlockedTexts.proxyNotPermitted),
    editPersistentProxy: unless(p.canEditPersistentProxy, ActionBlockedTexts.persistentNotEditable),
    purchaseNow: unless(
      p.canPurchaseNow && auction.purchaseNowPrice !== null,
      ActionBlockedTexts.purchaseNowNotPermitted,
    ),
    makeOffer: limited
      ? ActionBlockedTexts.limited
      : isFlagOn(flags, FlagSlugs.restrictOffer)
        ? ActionBlockedTexts.offerRestricted
        : p.canMakeOffer
          ? null
          : ActionBlockedTexts.offerNotPermitted,
    removeReserve:
      auction.floorPrice === null && !limited
        ? ActionBlockedTexts.noReserve
        : unless(p.canRemoveReserve, ActionBlockedTexts.removeReserveNotPermitted),
    watch: limited ? ActionBlockedTexts.limited : null,
    claim: unless(true, BidBlockedTexts.notPermitted),
  }
}

/** The persistent proxy control shows only behind its feature flag (shell §4.3 "persistent proxy"). */
export const showsPersistentProxy = (flags: FeatureFlags): boolean => isFlagOn(flags, FlagSlugs.persistentProxy)

/** Remove reserve is a seller's action: shown to the selling dealership's members only (marketplace §3). */
export const showsRemoveReserve = (auction: Auction, viewer: Viewer | null): boolean =>
  viewer !== null &&
  (auction.seller.userId === viewer.userId ||
    viewer.dealerIds.includes(auction.seller.dealerId) ||
    auction.isMemberOfSellingDealership === true)
