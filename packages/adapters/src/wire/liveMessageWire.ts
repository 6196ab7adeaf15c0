import { type LiveMessage as LiveMessageType, MalformedResponse, Messages } from '@gavel/domain'
import { Schema } from 'effect'
import { isLiveFrameWire, isLiveMessage } from './guards/generated/guards'

/** The server's message frame on updates.{id} / ended_updates.{id} (contracts/realtime, ADR 0001). */
export const LiveFrameWire = Schema.Struct({
  op: Schema.Literal('message'),
  channel: Schema.String,
  type: Schema.String,
  auction: Schema.Struct({
    id: Schema.Number,
    current_bid: Schema.NullOr(Schema.Number),
    end_time: Schema.Number,
    high_bidder_dealer_id: Schema.NullOr(Schema.Number),
    high_bidder_id: Schema.NullOr(Schema.Number),
    seller_dealer_id: Schema.Number,
    seller_id: Schema.Number,
    bid_count: Schema.Number,
    /** Not read by the app; absent or null both mean "no state". */
    state: Schema.optional(Schema.NullOr(Schema.String)),
    status: Schema.String,
  }),
})

const malformed = (detail: string) =>
  new MalformedResponse({ message: Messages.defaultApiError, operation: 'live message', detail })

/**
 * A live frame in, a domain LiveMessage out (throws MalformedResponse on a frame that breaks the contract). A storm
 * brings thousands a second, so both sides are checked by the guards generated from `LiveFrameWire` and the domain's
 * `LiveMessage` (docs/adr/0021): the same checks as decoding with the Schemas, about 50 times faster.
 */
export const toLiveMessage = (frame: unknown): LiveMessageType => {
  if (!isLiveFrameWire(frame)) throw malformed('the frame does not match LiveFrameWire')
  const { type, auction: a } = frame as typeof LiveFrameWire.Type
  const message = {
    type,
    auction: {
      id: a.id,
      currentBid: a.current_bid,
      endsAt: a.end_time * 1000,
      highBidderDealerId: a.high_bidder_dealer_id,
      highBidderId: a.high_bidder_id,
      sellerDealerId: a.seller_dealer_id,
      sellerId: a.seller_id,
      bidCount: a.bid_count,
      state: a.state ?? null,
      status: a.status,
    },
  }
  if (!isLiveMessage(message)) throw malformed('the message does not match the domain LiveMessage')
  return message as LiveMessageType
}
