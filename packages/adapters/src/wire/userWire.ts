import { Schema } from 'effect'

/** UserWire and DealershipWire of contracts/openapi/identity.yaml (ADR 0001). */
export const DealershipWire = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  dealership_type: Schema.Number,
  active: Schema.Boolean,
  member_type: Schema.String,
  city: Schema.NullOr(Schema.String),
  region: Schema.NullOr(Schema.String),
  zip_code: Schema.NullOr(Schema.String),
  is_primary_contact: Schema.Boolean,
  is_billing_contact: Schema.Boolean,
  multibuyer: Schema.Boolean,
})

export const UserWire = Schema.Struct({
  user_id: Schema.Number,
  full_name: Schema.NullOr(Schema.String),
  email: Schema.String,
  role: Schema.String,
  app_roles: Schema.Array(Schema.String),
  active: Schema.Boolean,
  zip_code: Schema.NullOr(Schema.String),
  default_dealer_id: Schema.NullOr(Schema.Number),
  is_vci: Schema.Boolean,
  dealerships: Schema.Array(DealershipWire),
})

export const TokenPairWire = Schema.Struct({
  access_token: Schema.String,
  refreshTokenId: Schema.String,
  expires_in: Schema.Number,
})

export const LoginResultWire = Schema.Struct({ ...TokenPairWire.fields, user: UserWire })

export const SettingWire = Schema.Struct({
  category: Schema.String,
  setting_key: Schema.String,
  setting_value: Schema.String,
})

export const LoginDataWire = Schema.Struct({ user: UserWire, settings: Schema.Array(SettingWire) })

export const FeatureFlagsWire = Schema.Struct({ flags: Schema.Record(Schema.String, Schema.Boolean) })
