import { Schema } from 'effect'
import { DealerId, UserId } from './ids'

export { DealershipTypes } from '../values/dealershipTypes'

/** Dealership types of shell §3: franchise 1, independent 2, wholesaler 3, acvCertifiedIndependent 4, commercial 5. */
export const DealershipType = Schema.Literals([1, 2, 3, 4, 5])
export type DealershipType = typeof DealershipType.Type

/** Member types of shell §6; the highest role wins (backoffice > admin > rep). */
export const MemberType = Schema.Literals(['rep', 'admin', 'backoffice'])
export type MemberType = typeof MemberType.Type

/** Token roles of shell §6; default USER. */
export const TokenRole = Schema.Literals(['vci', 'tool_user', 'user', 'readonly', 'billing_manager'])
export type TokenRole = typeof TokenRole.Type

export const Dealership = Schema.Struct({
  id: DealerId,
  name: Schema.String,
  type: DealershipType,
  active: Schema.Boolean,
  memberType: MemberType,
  city: Schema.NullOr(Schema.String),
  region: Schema.NullOr(Schema.String),
  zipCode: Schema.NullOr(Schema.String),
  isPrimaryContact: Schema.Boolean,
  isBillingContact: Schema.Boolean,
  /** A multibuyer dealership may place holds (claims) on auctions. */
  multibuyer: Schema.Boolean,
})
export type Dealership = typeof Dealership.Type

/**
 * A capital (financing) user's standing (shell §3, §6): the dealers they may pick and each dealer's product
 * lines. Optional on User: adapters that do not load it leave it out and the capital menu stays hidden.
 */
export const CapitalStanding = Schema.Struct({
  isCapitalUser: Schema.Boolean,
  dealerSelection: Schema.Array(Schema.Struct({ dealerId: DealerId, productLines: Schema.Array(Schema.String) })),
})
export type CapitalStanding = typeof CapitalStanding.Type

/** The signed-in user (shell §3) as the server states it; derived facts come from rules/permissions. */
export const User = Schema.Struct({
  id: UserId,
  fullName: Schema.NullOr(Schema.String),
  email: Schema.String,
  role: TokenRole,
  appRoles: Schema.Array(Schema.String),
  active: Schema.Boolean,
  zipCode: Schema.NullOr(Schema.String),
  dealerships: Schema.Array(Dealership),
  defaultDealerId: Schema.NullOr(DealerId),
  /** The user is connected to a vehicle-connected (VCI) account. */
  vehicleConnected: Schema.Boolean,
  capital: Schema.optionalKey(CapitalStanding),
})
export type User = typeof User.Type
