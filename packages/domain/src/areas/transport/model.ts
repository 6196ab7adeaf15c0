import type { TransportJob, TransportPagination, TransportVehicle } from '../../model/transport'

/** A job status (contracts/openapi/transport.yaml, our design). */
export type JobStatus = 'requested' | 'scheduled' | 'picked_up' | 'delivered' | 'cancelled'
export const JOB_STATUSES: readonly JobStatus[] = ['requested', 'scheduled', 'picked_up', 'delivered', 'cancelled']

/** Where a vehicle is picked up or delivered. */
export interface JobPlace {
  readonly zipCode: string
  readonly street: string | null
  readonly city: string | null
  readonly state: string | null
}

/** A transport job as the hub shows it: the spec's id and gatePassUrl (marketplace §3) and what a dealer reads. */
export interface TransportJobDetail extends TransportJob {
  readonly vin: string
  readonly year: number
  readonly make: string
  readonly model: string
  readonly status: JobStatus
  readonly serviceType: string | null
  readonly price: number
  readonly createdAt: number
  readonly estimatedDeliveryAt: number
  readonly pickup: JobPlace
  readonly delivery: JobPlace
  readonly inop: boolean
}

/** The jobs list filter (marketplace §3 "statuses, search, includeServiceType"). */
export interface JobsFilter {
  readonly statuses: readonly JobStatus[]
  readonly search: string
}

export interface JobsPage {
  readonly jobs: readonly TransportJobDetail[]
  readonly pagination: TransportPagination
}

/** A service type the checkout offers for the vehicles (marketplace §3 "serviceTypes"). */
export interface ServiceOption {
  readonly serviceType: string
  readonly price: number
  readonly estimatedDeliveryDays: number
}

/** The checkout options (marketplace §3 "Checkout options response: serviceTypes, vinsInfo"). */
export interface CheckoutOptions {
  readonly serviceTypes: readonly ServiceOption[]
  readonly vehicles: readonly TransportVehicle[]
}

/** A transport quote for the order (our design of the response). */
export interface TransportQuote {
  readonly price: number
  readonly pricePerVehicle: number
  readonly serviceType: string
  readonly distanceMiles: number
  readonly estimatedDeliveryDays: number
}

/** A dealership address the order may deliver to or pick up from (postalCode already mapped to zipCode). */
export interface DealershipPlace {
  readonly id: number
  readonly name: string
  readonly zipCode: string
  readonly street: string
  readonly city: string
  readonly state: string
  readonly phone: string | null
}
