import { Schema } from 'effect'
import { DealerId } from '../../model/ids'

export const AddressType = Schema.Literals(['physical', 'pickup', 'delivery', 'billing'])
export type AddressType = typeof AddressType.Type

/**
 * A dealership address (marketplace §7 organization service); the wire's postalCode is the zip code here
 * (marketplace §3 "Dealership address postalCode is mapped to zipCode"), the phone 10 digits or null.
 */
export const DealershipAddress = Schema.Struct({
  id: Schema.Int,
  dealerId: DealerId,
  name: Schema.String,
  street1: Schema.String,
  street2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  zipCode: Schema.String,
  phone: Schema.NullOr(Schema.String),
  isPrimary: Schema.Boolean,
  types: Schema.Array(AddressType),
})
export type DealershipAddress = typeof DealershipAddress.Type

/** What an admin sends for a new or changed address, already valid (see validateAddress). */
export interface AddressDraft {
  readonly name: string
  readonly street1: string
  readonly street2: string | null
  readonly city: string
  readonly state: string
  readonly zipCode: string
  /** 10 digits, or null. */
  readonly phone: string | null
  readonly types: readonly AddressType[]
}
