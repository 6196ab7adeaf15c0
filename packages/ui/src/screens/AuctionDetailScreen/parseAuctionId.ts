import { type AuctionId, auctionId } from '@gavel/domain'

/** A route parameter as an auction id: a positive whole number, else null (shown as not found). */
export const parseAuctionId = (raw: string | undefined): AuctionId | null =>
  raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? auctionId(Number(raw)) : null
