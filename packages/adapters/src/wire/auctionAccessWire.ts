import type { AuctionAccessAccount } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isAuctionAccessAccountWire } from './guards/generated/guards'

const Text = Schema.NullOr(Schema.String)

/** AuctionAccessAccountWire of contracts/openapi/identity.yaml (docs/adr/0026). */
export const AuctionAccessAccountWire = Schema.Struct({
  id: Schema.String,
  photo_id: Text,
  first_name: Schema.String,
  last_name: Schema.String,
  organizations: Schema.Array(
    Schema.Struct({ external_id: Schema.String, name: Schema.String, city: Text, state: Text }),
  ),
  preferred_language: Text,
  email: Schema.String,
  issues: Schema.Array(
    Schema.Struct({ message: Schema.String, restrictions: Schema.Struct({ blockingIssue: Schema.Boolean }) }),
  ),
  utm_source: Text,
  utm_medium: Text,
  utm_campaign: Text,
  click_id: Text,
})

const decode = guardOrThrow(isAuctionAccessAccountWire, 'auction-access account')

/** The domain's account from the wire; a malformed payload is a MalformedResponse. */
export const toAuctionAccessAccount = (payload: unknown): AuctionAccessAccount => {
  const w = decode(payload)
  const tracking: Record<string, string> = {}
  for (const [key, value] of [
    ['utm_source', w.utm_source],
    ['utm_medium', w.utm_medium],
    ['utm_campaign', w.utm_campaign],
  ] as const) {
    if (value !== null) tracking[key] = value
  }
  return {
    id: w.id,
    photoId: w.photo_id,
    firstName: w.first_name,
    lastName: w.last_name,
    organizations: w.organizations.map((o) => ({
      externalId: o.external_id,
      name: o.name,
      city: o.city,
      state: o.state,
    })),
    preferredLanguage: w.preferred_language,
    email: w.email,
    issues: w.issues,
    tracking,
    clickId: w.click_id,
  }
}
