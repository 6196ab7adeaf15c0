/**
 * The Schemas that get a generated guard (docs/adr/0021), by the guard's name: the payloads a bidding storm decodes
 * thousands of times a second. `npm run guards:generate` writes `generated/guards.ts` from them; the guards' test
 * fails when that file no longer matches, and holds each guard to its Schema.
 */
export declare const guardedSchemas: {
    readonly isLiveFrameWire: import("effect/Schema").Struct<{
        readonly op: import("effect/Schema").Literal<"message">;
        readonly channel: import("effect/Schema").String;
        readonly type: import("effect/Schema").String;
        readonly auction: import("effect/Schema").Struct<{
            readonly id: import("effect/Schema").Number;
            readonly current_bid: import("effect/Schema").NullOr<import("effect/Schema").Number>;
            readonly end_time: import("effect/Schema").Number;
            readonly high_bidder_dealer_id: import("effect/Schema").NullOr<import("effect/Schema").Number>;
            readonly high_bidder_id: import("effect/Schema").NullOr<import("effect/Schema").Number>;
            readonly seller_dealer_id: import("effect/Schema").Number;
            readonly seller_id: import("effect/Schema").Number;
            readonly bid_count: import("effect/Schema").Number;
            readonly state: import("effect/Schema").optional<import("effect/Schema").NullOr<import("effect/Schema").String>>;
            readonly status: import("effect/Schema").String;
        }>;
    }>;
    readonly isLiveMessage: import("effect/Schema").Struct<{
        readonly type: import("effect/Schema").Literals<readonly ["TWO_MIN", "DEAL_UPDATE", "OUT_BID", "BID", "ENDED_UPDATE", "END", "KILLED", "NEW"]>;
        readonly auction: import("effect/Schema").Struct<{
            readonly id: import("effect/Schema").brand<import("effect/Schema").Int, "AuctionId">;
            readonly currentBid: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "Dollars">>;
            readonly endsAt: import("effect/Schema").brand<import("effect/Schema").Number, "EpochMillis">;
            readonly highBidderDealerId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "DealerId">>;
            readonly highBidderId: import("effect/Schema").NullOr<import("effect/Schema").brand<import("effect/Schema").Int, "UserId">>;
            readonly sellerDealerId: import("effect/Schema").brand<import("effect/Schema").Int, "DealerId">;
            readonly sellerId: import("effect/Schema").brand<import("effect/Schema").Int, "UserId">;
            readonly bidCount: import("effect/Schema").Int;
            readonly state: import("effect/Schema").NullOr<import("effect/Schema").String>;
            readonly status: import("effect/Schema").Literals<readonly ["active", "awaiting_acceptance", "counter_accepted", "counter_declined", "counter_original_accepted", "counter_original_declined", "counter_sent", "ended_accepted", "ended_declined", "ended_killed", "ended_nobid", "ended_seller_timeout", "ended_unwound", "negotiation", "run_list", "preview", "staging"]>;
        }>;
    }>;
};
//# sourceMappingURL=guardedSchemas.d.ts.map