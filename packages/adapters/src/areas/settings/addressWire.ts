import { type AddressDraft, DealershipAddress, phoneDigits } from '@gavel/domain/areas/settings'
import type { OrganizationComponents } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

const AddressWire = Schema.Struct({
  id: Schema.Number,
  organizationId: Schema.Number,
  name: Schema.String,
  street1: Schema.String,
  street2: Schema.NullOr(Schema.String),
  city: Schema.String,
  state: Schema.String,
  postalCode: Schema.String,
  phone: Schema.NullOr(Schema.String),
  isPrimary: Schema.Boolean,
  addressTypes: Schema.Array(Schema.String),
})
const decodeWire = decodeOrThrow(AddressWire, 'address')
const decodeAddress = decodeOrThrow(DealershipAddress, 'address')

/** Address of contracts/openapi/organization.yaml as the domain's; postalCode becomes zipCode (marketplace §3). */
export const toAddress = (payload: unknown): DealershipAddress => {
  const w = decodeWire(payload)
  return decodeAddress({
    id: w.id,
    dealerId: w.organizationId,
    name: w.name,
    street1: w.street1,
    street2: w.street2,
    city: w.city,
    state: w.state,
    zipCode: w.postalCode,
    phone: w.phone === null ? null : (phoneDigits(w.phone) ?? w.phone),
    isPrimary: w.isPrimary,
    types: w.addressTypes,
  })
}

/** The domain's draft as AddressInput (zipCode goes back as postalCode). */
export const toAddressInput = (d: AddressDraft): OrganizationComponents['schemas']['AddressInput'] => ({
  name: d.name,
  street1: d.street1,
  street2: d.street2,
  city: d.city,
  state: d.state,
  postalCode: d.zipCode,
  phone: d.phone,
  addressTypes: [...d.types],
})
