import { Schema } from 'effect'
import { AuctionStatus } from './auction'
import { AuctionId, DealerId, Dollars, EpochMillis, UserId } from './ids'

/** Real-time message types handled (marketplace §3, shell §4.4). */
export const LiveMessageType = Schema.Literals([
  'TWO_MIN',
  'DEAL_UPDATE',
  'OUT_BID',
  'BID',
  'ENDED_UPDATE',
  'END',
  'KILLED',
  'NEW',
])
export type LiveMessageType = typeof LiveMessageType.Type

/** Push message types (marketplace §3). */
export const PushMessageType = Schema.Literals(['PRE_LAUNCH', 'LAUNCH_CANCELLED', 'LAUNCH_NOTIFICATION_V2'])
export type PushMessageType = typeof PushMessageType.Type

/** The auction part of a live message, in domain names. */
export const LiveAuctionUpdate = Schema.Struct({
  id: AuctionId,
  currentBid: Schema.NullOr(Dollars),
  endsAt: EpochMillis,
  highBidderDealerId: Schema.NullOr(DealerId),
  highBidderId: Schema.NullOr(UserId),
  sellerDealerId: DealerId,
  sellerId: UserId,
  bidCount: Schema.Int,
  state: Schema.NullOr(Schema.String),
  status: AuctionStatus,
})
export type LiveAuctionUpdate = typeof LiveAuctionUpdate.Type

export const LiveMessage = Schema.Struct({ type: LiveMessageType, auction: LiveAuctionUpdate })
export type LiveMessage = typeof LiveMessage.Type
