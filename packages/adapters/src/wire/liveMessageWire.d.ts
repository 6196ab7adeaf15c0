import { type LiveMessage as LiveMessageType } from '@gavel/domain';
import { Schema } from 'effect';
/** The server's message frame on updates.{id} / ended_updates.{id} (contracts/realtime, ADR 0001). */
export declare const LiveFrameWire: Schema.Struct<{
    readonly op: Schema.Literal<"message">;
    readonly channel: Schema.String;
    readonly type: Schema.String;
    readonly auction: Schema.Struct<{
        readonly id: Schema.Number;
        readonly current_bid: Schema.NullOr<Schema.Number>;
        readonly end_time: Schema.Number;
        readonly high_bidder_dealer_id: Schema.NullOr<Schema.Number>;
        readonly high_bidder_id: Schema.NullOr<Schema.Number>;
        readonly seller_dealer_id: Schema.Number;
        readonly seller_id: Schema.Number;
        readonly bid_count: Schema.Number;
        /** Not read by the app; absent or null both mean "no state". */
        readonly state: Schema.optional<Schema.NullOr<Schema.String>>;
        readonly status: Schema.String;
    }>;
}>;
/**
 * A live frame in, a domain LiveMessage out (throws MalformedResponse on a frame that breaks the contract). A storm
 * brings thousands a second, so both sides are checked by the guards generated from `LiveFrameWire` and the domain's
 * `LiveMessage` (docs/adr/0021): the same checks as decoding with the Schemas, about 50 times faster.
 */
export declare const toLiveMessage: (frame: unknown) => LiveMessageType;
//# sourceMappingURL=liveMessageWire.d.ts.map