import { Schema } from 'effect'
import { Dollars, UserId } from './ids'

/** A saved search filter (marketplace §3): a value, or a min and max. Types seen: year, make, model, trim. */
export const SearchFilter = Schema.Union([
  Schema.Struct({ filterType: Schema.String, value: Schema.String }),
  Schema.Struct({
    filterType: Schema.String,
    minValue: Schema.NullOr(Schema.Number),
    maxValue: Schema.NullOr(Schema.Number),
  }),
])
export type SearchFilter = typeof SearchFilter.Type

/** A saved search's id: opaque text, as the search gateway gives it (contracts/openapi/search.yaml). */
export const SavedSearchId = Schema.NonEmptyString
export type SavedSearchId = typeof SavedSearchId.Type

/** A saved search (marketplace §3). */
export const SavedSearch = Schema.Struct({
  id: SavedSearchId,
  created: Schema.Number,
  updated: Schema.Number,
  userId: UserId,
  name: Schema.String,
  auctionLaunchPushNotification: Schema.Boolean,
  syncWithLegacyFilters: Schema.Boolean,
  enabled: Schema.Boolean,
  filters: Schema.Array(SearchFilter),
})
export type SavedSearch = typeof SavedSearch.Type

/** A run list item (marketplace §3). */
export const RunListItem = Schema.Struct({
  title: Schema.String,
  subtitle: Schema.NullOr(Schema.String),
  thumbnail: Schema.NullOr(Schema.String),
  price: Schema.NullOr(Dollars),
  formattedPrice: Schema.NullOr(Schema.String),
  alert: Schema.Boolean,
  alertMessage: Schema.NullOr(Schema.String),
  groupBy: Schema.NullOr(Schema.String),
  proxyBid: Schema.NullOr(Dollars),
})
export type RunListItem = typeof RunListItem.Type

/** An auction-access account (marketplace §3), in domain names. */
export const AuctionAccessAccount = Schema.Struct({
  id: Schema.String,
  photoId: Schema.NullOr(Schema.String),
  firstName: Schema.String,
  lastName: Schema.String,
  /** The dealerships on the account; `externalId` is api/user/saga's organizationExternalId (docs/adr/0026). */
  organizations: Schema.Array(
    Schema.Struct({
      externalId: Schema.String,
      name: Schema.String,
      city: Schema.NullOr(Schema.String),
      state: Schema.NullOr(Schema.String),
    }),
  ),
  preferredLanguage: Schema.NullOr(Schema.String),
  email: Schema.String,
  issues: Schema.Array(
    Schema.Struct({ message: Schema.String, restrictions: Schema.Struct({ blockingIssue: Schema.Boolean }) }),
  ),
  tracking: Schema.Record(Schema.String, Schema.String),
  clickId: Schema.NullOr(Schema.String),
})
export type AuctionAccessAccount = typeof AuctionAccessAccount.Type
