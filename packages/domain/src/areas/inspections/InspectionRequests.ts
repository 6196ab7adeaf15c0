import type { DealerId, EpochMillis } from '../../model/ids'
import { createPortId } from '../../ports/portId'

/** Status of an inspection request (docs/adr/0045-request-inspection.md). */
export type InspectionStatus = 'requested' | 'scheduled' | 'inspected' | 'cancelled'

/** A dealership address an inspector can visit, on one line. */
export interface InspectionAddress {
  readonly id: number
  readonly label: string
}

/** A vehicle the dealership holds (a saved auction) that can be inspected. */
export interface InspectionVehicle {
  readonly vin: string
  readonly title: string
  readonly odometer: number | null
  readonly savedAuctionId: number
}

/** The request form's choices (GET inspections/v1/options). `earliestDate` is today at the lot, YYYY-MM-DD. */
export interface InspectionOptions {
  readonly addresses: readonly InspectionAddress[]
  readonly vehicles: readonly InspectionVehicle[]
  readonly earliestDate: string
}

/** One inspection request. Window days are YYYY-MM-DD. */
export interface InspectionRequest {
  readonly id: number
  readonly dealerId: DealerId
  readonly vin: string
  /** "2021 Ford F-150", or null when the VIN was not decoded. */
  readonly vehicle: string | null
  readonly odometer: number
  readonly address: InspectionAddress
  readonly windowStart: string
  readonly windowEnd: string
  readonly contactName: string
  readonly contactPhone: string
  readonly notes: string
  readonly status: InspectionStatus
  readonly requestedAt: EpochMillis
  readonly scheduledFor: EpochMillis | null
  /** The saved auction holding the condition report, once inspected. */
  readonly savedAuctionId: number | null
}

/** What a request asks (POST inspections/v1/requests). */
export interface InspectionDraft {
  readonly dealerId: DealerId
  readonly vin: string
  readonly odometer: number
  readonly addressId: number
  readonly windowStart: string
  readonly windowEnd: string
  readonly contactName: string
  readonly contactPhone: string
  readonly notes: string
}

export type InspectionField =
  | 'vin'
  | 'odometer'
  | 'addressId'
  | 'windowStart'
  | 'windowEnd'
  | 'contactName'
  | 'contactPhone'
  | 'notes'
export type InspectionFormErrors = Partial<Record<InspectionField, string>>

/** A request's answer: created, or refused (400/409) with the server's reason and the fields it names. */
export type InspectionOutcome =
  | { readonly ok: true; readonly request: InspectionRequest }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: InspectionFormErrors }

/**
 * A dealership's inspection requests (docs/adr/0045). `request` is never retried and carries one idempotency key
 * per intent (the same key answers the first response again); a refusal resolves as an outcome so the form keeps
 * what was typed. `cancel` rejects with ActionRejected carrying the server's reason (a scheduled one cannot be
 * cancelled). The reads reject with the domain's errors (MalformedResponse for a payload that breaks the contract).
 */
export interface InspectionRequests {
  options(dealerId: DealerId): Promise<InspectionOptions>
  list(dealerId: DealerId): Promise<readonly InspectionRequest[]>
  request(draft: InspectionDraft, idempotencyKey: string): Promise<InspectionOutcome>
  cancel(id: number): Promise<InspectionRequest>
}
export const InspectionRequests = createPortId<InspectionRequests>('inspection-requests')
