import type { DealershipPlace } from '@gavel/domain/areas/transport'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

/** Address of contracts/openapi/organization.yaml (the fields an order reads); postalCode maps to zipCode. */
const AddressWire = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  street1: Schema.String,
  city: Schema.String,
  state: Schema.String,
  postalCode: Schema.String,
  phone: Schema.NullOr(Schema.String),
})
const AddressListWire = Schema.Struct({ data: Schema.Struct({ addresses: Schema.Array(AddressWire) }) })
const ContactWire = Schema.Struct({ data: Schema.Struct({ phone: Schema.String }) })
const DealerContactWire = Schema.Struct({ phone: Schema.String })

const decodeAddresses = decodeOrThrow(AddressListWire, 'dealership addresses')
export const toPlaces = (input: unknown): readonly DealershipPlace[] =>
  decodeAddresses(input).data.addresses.map((a) => ({
    id: a.id,
    name: a.name,
    zipCode: a.postalCode,
    street: a.street1,
    city: a.city,
    state: a.state,
    phone: a.phone,
  }))
export const toPrimaryPhone = (input: unknown): string =>
  decodeOrThrow(ContactWire, 'primary transport contact')(input).data.phone
export const toDealerPhone = (input: unknown): string =>
  decodeOrThrow(DealerContactWire, 'transport contact by dealer')(input).phone
