import { Schema } from 'effect'
import { DealershipType } from '../../model/user'

/** The user's own profile (PATCH bff/user answers it). */
export const Profile = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  zipCode: Schema.NullOr(Schema.String),
})
export type Profile = typeof Profile.Type

export interface ProfileChange {
  readonly firstName: string
  readonly lastName: string
  readonly zipCode: string | null
}

/** One setting (marketplace §3 Settings: category, setting_key, setting_value(s)). */
export const UserSetting = Schema.Struct({
  category: Schema.String,
  key: Schema.String,
  value: Schema.NullOr(Schema.String),
  values: Schema.NullOr(Schema.Array(Schema.String)),
})
export type UserSetting = typeof UserSetting.Type

export const SMS_KINDS = ['outbid', 'ending_soon', 'won', 'offer'] as const
export type SmsKind = (typeof SMS_KINDS)[number]

/** The SMS number (E.164 or null) and which texts the user gets. */
export const SmsSettings = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  texts: Schema.Record(Schema.String, Schema.Boolean),
})
export type SmsSettings = typeof SmsSettings.Type

/** A dealership as the my-dealership page shows it (organization/{id}). */
export const DealershipProfile = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  type: DealershipType,
  active: Schema.Boolean,
  city: Schema.String,
  state: Schema.String,
  zipCode: Schema.String,
  multibuyer: Schema.Boolean,
  logoUrl: Schema.NullOr(Schema.String),
  addressCount: Schema.Int,
})
export type DealershipProfile = typeof DealershipProfile.Type
