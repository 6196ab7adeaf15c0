import type { TransportComponents } from '@gavel/sdk'
import type { TransportJob } from '../world/transport'
import { toEpochSeconds } from './liveAuction'

type Schemas = TransportComponents['schemas']
export type TransportRequestWire = Schemas['TransportRequest']
export type PaginationWire = Schemas['Pagination']

/** A job on the wire; `gatePassUrl` points at the gateway's own download. */
export const toTransportRequestWire = (
  job: TransportJob,
  base: string,
  withServiceType = true,
): TransportRequestWire => ({
  id: job.id,
  vin: job.vehicle.vin,
  year: job.vehicle.year,
  make: job.vehicle.make,
  model: job.vehicle.model,
  status: job.status,
  serviceType: withServiceType ? job.serviceType : null,
  dealerId: job.dealerId,
  pickupAddress: job.pickupAddress,
  deliveryAddress: job.deliveryAddress,
  inop: job.inop,
  price: job.price,
  createdDate: toEpochSeconds(job.createdAt),
  estimatedDeliveryDate: toEpochSeconds(job.estimatedDeliveryAt),
  gatePassFileKey: job.gatePassFileKey,
  gatePassUrl:
    job.gatePassFileKey === null ? null : `${base}/transportation/gate-pass/${encodeURIComponent(job.gatePassFileKey)}`,
  auctionId: job.auctionId,
})

/** marketplace §3 pagination of one zero-based page. */
export const paginationOf = (total: number, page: number, size: number, count: number): PaginationWire => {
  const totalPages = Math.ceil(total / size)
  return {
    first: page === 0,
    last: page >= totalPages - 1,
    totalPages,
    totalElements: total,
    numberOfElements: count,
    size,
    number: page,
  }
}
