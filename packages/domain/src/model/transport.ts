import { Schema } from 'effect'

/** A transport job (marketplace §3 "Transportation"). */
export const TransportJob = Schema.Struct({ id: Schema.String, gatePassUrl: Schema.NullOr(Schema.String) })
export type TransportJob = typeof TransportJob.Type

/** Pagination of the jobs list (marketplace §3). */
export const TransportPagination = Schema.Struct({
  first: Schema.Boolean,
  last: Schema.Boolean,
  totalPages: Schema.Int,
  totalElements: Schema.Int,
  numberOfElements: Schema.Int,
  size: Schema.Int,
  number: Schema.Int,
})
export type TransportPagination = typeof TransportPagination.Type

/** Jobs list filters (marketplace §3). */
export const TransportFilters = Schema.Struct({
  sort: Schema.NullOr(Schema.String),
  search: Schema.NullOr(Schema.String),
  statuses: Schema.Array(Schema.String),
})
export type TransportFilters = typeof TransportFilters.Type

/** A transport address (marketplace §3 quote request pickup_address / delivery_address). */
export const TransportAddress = Schema.Struct({
  zipCode: Schema.String,
  street: Schema.String,
  note: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
})
export type TransportAddress = typeof TransportAddress.Type

/** A quote request (marketplace §3). */
export const QuoteRequest = Schema.Struct({
  pickupZip: Schema.String,
  deliveryZip: Schema.String,
  pickupAddress: TransportAddress,
  deliveryAddress: TransportAddress,
  dealerId: Schema.Int,
  dealership: Schema.String,
  inop: Schema.Boolean,
  serviceType: Schema.String,
})
export type QuoteRequest = typeof QuoteRequest.Type

/** Vehicle info for transport (marketplace §3). */
export const TransportVehicle = Schema.Struct({
  vin: Schema.String,
  make: Schema.String,
  model: Schema.String,
  year: Schema.Int,
  weight: Schema.NullOr(Schema.Number),
  trim: Schema.NullOr(Schema.String),
  vehicleClass: Schema.NullOr(Schema.String),
  activeRequestAssociated: Schema.Boolean,
})
export type TransportVehicle = typeof TransportVehicle.Type

/** A dealership address as the organization service states it (postalCode), before mapping to zipCode. */
export interface DealershipAddressSource {
  readonly id: number
  readonly street: string
  readonly city: string | null
  readonly region: string | null
  readonly postalCode: string
  readonly phone: string | null
}
