import { type DealerId, dealerId, type EpochMillis, epochMillis } from '@gavel/domain'
import {
  fieldOfInspectionCode,
  type InspectionDraft,
  type InspectionFormErrors,
  type InspectionOptions,
  type InspectionOutcome,
  type InspectionRequest,
  type InspectionRequests,
} from '@gavel/domain/areas/inspections'
import { isSdkError, type SavedAuctionsClient } from '@gavel/sdk'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'
import { callGateway, toDomainError } from '../../support/toDomainError'

const Id = Schema.Int.check(Schema.isGreaterThan(0))
const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))
const Address = Schema.Struct({ id: Id, label: Schema.String })
const Status = Schema.Literals(['requested', 'scheduled', 'inspected', 'cancelled'])
const RequestWire = Schema.Struct({
  id: Id,
  dealer_id: Id,
  vin: Schema.String,
  year: Schema.NullOr(Schema.Int),
  make: Schema.NullOr(Schema.String),
  model: Schema.NullOr(Schema.String),
  odometer: Schema.Int,
  address: Address,
  window_start: Day,
  window_end: Day,
  contact_name: Schema.String,
  contact_phone: Schema.String,
  notes: Schema.String,
  status: Status,
  requested_at: Schema.Number,
  scheduled_for: Schema.NullOr(Schema.Number),
  saved_auction_id: Schema.NullOr(Id),
})
const ListWire = Schema.Struct({ results: Schema.Array(RequestWire), total: Schema.Int })
const OptionsWire = Schema.Struct({
  addresses: Schema.Array(Address),
  vehicles: Schema.Array(
    Schema.Struct({
      vin: Schema.String,
      year: Schema.Int,
      make: Schema.String,
      model: Schema.String,
      odometer: Schema.NullOr(Schema.Int),
      saved_auction_id: Id,
    }),
  ),
  earliest_date: Day,
})

const decodeRequest = decodeOrThrow(RequestWire, 'inspection request')
const decodeList = decodeOrThrow(ListWire, 'inspection requests')
const decodeOptions = decodeOrThrow(OptionsWire, 'inspection options')

const seconds = (s: number): EpochMillis => epochMillis(s * 1000)

const toRequest = (w: typeof RequestWire.Type): InspectionRequest => ({
  id: w.id,
  dealerId: dealerId(w.dealer_id),
  vin: w.vin,
  vehicle: w.make === null ? null : [w.year, w.make, w.model].filter((x) => x !== null).join(' '),
  odometer: w.odometer,
  address: w.address,
  windowStart: w.window_start,
  windowEnd: w.window_end,
  contactName: w.contact_name,
  contactPhone: w.contact_phone,
  notes: w.notes,
  status: w.status,
  requestedAt: seconds(w.requested_at),
  scheduledFor: w.scheduled_for === null ? null : seconds(w.scheduled_for),
  savedAuctionId: w.saved_auction_id,
})

/** Decodes one inspection request (exported for the adapter test of a malformed payload). */
export const toInspectionRequest = (payload: unknown): InspectionRequest => toRequest(decodeRequest(payload))

/** The inspection calls of the saved-auctions gateway (docs/adr/0045-request-inspection.md). */
export class InspectionRequestsHttp implements InspectionRequests {
  constructor(private readonly client: SavedAuctionsClient) {}

  async options(dealer: DealerId): Promise<InspectionOptions> {
    const { data } = await callGateway(() =>
      this.client.GET('/inspections/v1/options', { params: { query: { dealer_id: dealer } } }),
    )
    const w = decodeOptions(data)
    return {
      addresses: w.addresses,
      vehicles: w.vehicles.map((v) => ({
        vin: v.vin,
        title: `${v.year} ${v.make} ${v.model}`,
        odometer: v.odometer,
        savedAuctionId: v.saved_auction_id,
      })),
      earliestDate: w.earliest_date,
    }
  }

  async list(dealer: DealerId): Promise<readonly InspectionRequest[]> {
    const { data } = await callGateway(() =>
      this.client.GET('/inspections/v1/requests', { params: { query: { dealer_id: dealer } } }),
    )
    return decodeList(data).results.map(toRequest)
  }

  /** Sent once with the intent's key (never retried); a 400 or 409 resolves as a refusal naming its fields. */
  async request(draft: InspectionDraft, idempotencyKey: string): Promise<InspectionOutcome> {
    try {
      const { data } = await this.client.POST('/inspections/v1/requests', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: {
          dealer_id: draft.dealerId,
          vin: draft.vin,
          odometer: draft.odometer,
          address_id: draft.addressId,
          window_start: draft.windowStart,
          window_end: draft.windowEnd,
          contact_name: draft.contactName,
          contact_phone: draft.contactPhone,
          notes: draft.notes,
        },
      })
      return { ok: true, request: toInspectionRequest(data) }
    } catch (error) {
      if (isSdkError(error) && (error.status === 400 || error.status === 409)) {
        const fieldErrors: InspectionFormErrors = {}
        error.codes.forEach((code, i) => {
          const detail = error.details[i] ?? ''
          const field = fieldOfInspectionCode(code, detail)
          if (field !== null && fieldErrors[field] === undefined) fieldErrors[field] = detail
        })
        return { ok: false, message: error.message, fieldErrors }
      }
      throw toDomainError(error, { action: true })
    }
  }

  async cancel(id: number): Promise<InspectionRequest> {
    const { data } = await callGateway(
      () => this.client.POST('/inspections/v1/requests/{requestId}/cancel', { params: { path: { requestId: id } } }),
      { action: true },
    )
    return toInspectionRequest(data)
  }
}
