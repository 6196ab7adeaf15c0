import { type Auction, type Dollars, dollars, type EpochMillis, formatUsd, Messages } from '@gavel/domain'

/** The bid step the panel proposes over the high bid. */
export const BID_STEP = 100

/** The next bid to propose: high bid + $100, or the start price when nobody has bid. */
export const nextBidOf = (auction: Auction): Dollars =>
  auction.highBid === null ? auction.startPrice : dollars(auction.highBid.amount + BID_STEP)

/** Texts for an unavailable bid button; not in the specs (DECISIONS.md: "disabled with a reason"). */
export const BidBlockedTexts = {
  limited: Messages.dealerInactiveTitle,
  ended: 'This auction has ended.',
  notPermitted: 'Bidding is not available to you on this auction.',
} as const

/**
 * Why the viewer may not bid now, or null when they may: a limited user first (DECISIONS.md), then an
 * auction that is over (`ended`: its end time has passed, see useEnded), then the auction's own canBid permission (marketplace §3).
 */
export const bidBlockReason = (auction: Auction, limited: boolean, ended: boolean): string | null => {
  if (limited) return BidBlockedTexts.limited
  if (auction.status !== 'active' || ended) return BidBlockedTexts.ended
  if (!auction.permissions.canBid) return BidBlockedTexts.notPermitted
  return null
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'Bid placed: $X at HH:MM:SS' from the server's receipt, in the dealer's local time. */
export const receiptText = (amount: number, acceptedAt: EpochMillis): string => {
  const d = new Date(acceptedAt)
  return `Bid placed: ${formatUsd(amount)} at ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
