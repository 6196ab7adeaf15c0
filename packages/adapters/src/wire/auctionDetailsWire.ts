import { Schema } from 'effect'

/** AuctionDetailsWire of contracts/openapi/buying.yaml: the detail page's fields, sent by the single-auction read. */
const NullableString = Schema.NullOr(Schema.String)

const GalleryImageWire = Schema.Struct({
  acv_large: Schema.String,
  acv_medium: Schema.String,
  acv_thumbnail: Schema.String,
  caption: Schema.String,
})

const ConditionReportWire = Schema.Struct({
  sections: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      questions: Schema.Array(
        Schema.Struct({
          id: Schema.String,
          title: Schema.String,
          answer: Schema.String,
          note: NullableString,
          flagged: Schema.Boolean,
        }),
      ),
    }),
  ),
})

export const AuctionDetailsWire = Schema.Struct({
  style: NullableString,
  doors: Schema.NullOr(Schema.Number),
  cylinders: Schema.NullOr(Schema.Number),
  order_code: NullableString,
  notes: NullableString,
  gallery: Schema.Array(GalleryImageWire),
  lights: Schema.Struct({
    green: Schema.Boolean,
    yellow: Schema.Boolean,
    red: Schema.Boolean,
    blue: Schema.Boolean,
    notes: Schema.Array(Schema.String),
  }),
  seller_status: Schema.Struct({ featured_seller: Schema.Boolean, top_seller: Schema.Boolean }),
  seller_badge_info: NullableString,
  condition_report: ConditionReportWire,
  dealership_member_bids: Schema.Array(
    Schema.Struct({
      bidder_name: Schema.String,
      bidder_email: Schema.String,
      amount: Schema.Number,
      placed_at: Schema.Number,
    }),
  ),
})
export type AuctionDetailsWire = typeof AuctionDetailsWire.Type

/** The details in the domain's names (marketplace §3); times become epoch milliseconds. */
export const toAuctionDetails = (d: AuctionDetailsWire) => ({
  style: d.style,
  doors: d.doors,
  cylinders: d.cylinders,
  orderCode: d.order_code,
  notes: d.notes,
  gallery: d.gallery.map((g) => ({
    large: g.acv_large,
    medium: g.acv_medium,
    thumbnail: g.acv_thumbnail,
    caption: g.caption,
  })),
  lights: { green: d.lights.green, yellow: d.lights.yellow, red: d.lights.red, blue: d.lights.blue },
  lightNotes: d.lights.notes,
  sellerStatus: { featuredSeller: d.seller_status.featured_seller, topSeller: d.seller_status.top_seller },
  sellerBadgeInfo: d.seller_badge_info,
  conditionReport: d.condition_report,
  dealershipMemberBids: d.dealership_member_bids.map((b) => ({
    bidderName: b.bidder_name,
    bidderEmail: b.bidder_email,
    amount: b.amount,
    placedAt: b.placed_at * 1000,
  })),
})
