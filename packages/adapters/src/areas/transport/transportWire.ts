import type { TransportPagination, TransportVehicle } from '@gavel/domain'
import type { CheckoutOptions, JobPlace, TransportJobDetail, TransportQuote } from '@gavel/domain/areas/transport'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

const Place = Schema.Struct({
  zipCode: Schema.String,
  street: Schema.optional(Schema.String),
  city: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String),
})

const Status = Schema.Literals(['requested', 'scheduled', 'picked_up', 'delivered', 'cancelled'])

/** TransportRequest of contracts/openapi/transport.yaml (the fields the hub reads). */
const RequestWire = Schema.Struct({
  id: Schema.Int,
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  status: Status,
  serviceType: Schema.NullOr(Schema.String),
  pickupAddress: Place,
  deliveryAddress: Place,
  inop: Schema.Boolean,
  price: Schema.Int,
  createdDate: Schema.Int,
  estimatedDeliveryDate: Schema.Int,
  gatePassUrl: Schema.NullOr(Schema.String),
})

const PaginationWire = Schema.Struct({
  first: Schema.Boolean,
  last: Schema.Boolean,
  totalPages: Schema.Int,
  totalElements: Schema.Int,
  numberOfElements: Schema.Int,
  size: Schema.Int,
  number: Schema.Int,
})

const PageWire = Schema.Struct({
  data: Schema.Struct({ content: Schema.Array(RequestWire), pagination: PaginationWire }),
})

const VehicleInfoWire = Schema.Struct({
  vin: Schema.String,
  make: Schema.String,
  model: Schema.String,
  year: Schema.Int,
  weight: Schema.Number,
  trim: Schema.NullOr(Schema.String),
  class: Schema.String,
  activeRequestAssociated: Schema.Boolean,
})

const CheckoutWire = Schema.Struct({
  serviceTypes: Schema.Array(
    Schema.Struct({ serviceType: Schema.String, price: Schema.Int, estimatedDeliveryDays: Schema.Int }),
  ),
  vinsInfo: Schema.Array(VehicleInfoWire),
})

const QuoteWire = Schema.Struct({
  price: Schema.Int,
  pricePerVehicle: Schema.Int,
  serviceType: Schema.String,
  distanceMiles: Schema.Int,
  estimatedDeliveryDays: Schema.Int,
})

const CreatedWire = Schema.Struct({ request_id: Schema.Int })
const CreatedAnswerWire = Schema.Union([CreatedWire, Schema.Array(CreatedWire)])
const FileKeyWire = Schema.Struct({ data: Schema.Struct({ fileKey: Schema.String }) })

const place = (p: typeof Place.Type): JobPlace => ({
  zipCode: p.zipCode,
  street: p.street ?? null,
  city: p.city ?? null,
  state: p.state ?? null,
})

const toJob = (r: typeof RequestWire.Type): TransportJobDetail => ({
  id: String(r.id),
  gatePassUrl: r.gatePassUrl,
  vin: r.vin,
  year: r.year,
  make: r.make,
  model: r.model,
  status: r.status,
  serviceType: r.serviceType,
  price: r.price,
  createdAt: r.createdDate * 1000,
  estimatedDeliveryAt: r.estimatedDeliveryDate * 1000,
  pickup: place(r.pickupAddress),
  delivery: place(r.deliveryAddress),
  inop: r.inop,
})

const toVehicle = (v: typeof VehicleInfoWire.Type): TransportVehicle => ({
  vin: v.vin,
  make: v.make,
  model: v.model,
  year: v.year,
  weight: v.weight,
  trim: v.trim,
  vehicleClass: v.class,
  activeRequestAssociated: v.activeRequestAssociated,
})

const decodePage = decodeOrThrow(PageWire, 'transport requests filter')
const decodeRequest = decodeOrThrow(RequestWire, 'transport request gate pass')
const decodeVehicle = decodeOrThrow(VehicleInfoWire, 'decode VIN')
const decodeCheckout = decodeOrThrow(CheckoutWire, 'checkout options')
const decodeQuote = decodeOrThrow(QuoteWire, 'transport quote')
const decodeCreated = decodeOrThrow(CreatedAnswerWire, 'create transport request')
export const decodeFileKey = (input: unknown): string =>
  decodeOrThrow(FileKeyWire, 'gate pass upload')(input).data.fileKey

export const toJobsPage = (input: unknown): { jobs: TransportJobDetail[]; pagination: TransportPagination } => {
  const { data } = decodePage(input)
  return { jobs: data.content.map(toJob), pagination: data.pagination }
}
export const toJobDetail = (input: unknown): TransportJobDetail => toJob(decodeRequest(input))
export const toTransportVehicle = (input: unknown): TransportVehicle => toVehicle(decodeVehicle(input))
export const toCheckoutOptions = (input: unknown): CheckoutOptions => {
  const c = decodeCheckout(input)
  return { serviceTypes: c.serviceTypes, vehicles: c.vinsInfo.map(toVehicle) }
}
export const toQuote = (input: unknown): TransportQuote => decodeQuote(input)
export const toRequestIds = (input: unknown): readonly string[] => {
  const created = decodeCreated(input)
  return (Array.isArray(created) ? created : [created]).map((c) => String(c.request_id))
}
