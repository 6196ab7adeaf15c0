import { Schema } from 'effect'
import { AuctionId, DealerId } from './ids'

/**
 * What the viewer is notified about for one auction (marketplace §7 GET auction/{id}/notification_info; the
 * fields are our design, contracts/openapi/buying.yaml NotificationInfo).
 */
export const NotificationInfo = Schema.Struct({
  auctionId: AuctionId,
  watching: Schema.Boolean,
  outbid: Schema.Boolean,
  endingSoon: Schema.Boolean,
  launch: Schema.Boolean,
})
export type NotificationInfo = typeof NotificationInfo.Type

/** A dealership's record over 90 days (marketplace §7 GET dealership/{id}/performance_info). */
export const DealershipPerformance = Schema.Struct({
  dealerId: DealerId,
  dealershipName: Schema.String,
  soldLast90Days: Schema.Int,
  boughtLast90Days: Schema.Int,
  /** Sold over ended, 0 to 1. */
  sellThroughRate: Schema.Number,
  featuredSeller: Schema.Boolean,
  topSeller: Schema.Boolean,
})
export type DealershipPerformance = typeof DealershipPerformance.Type

export const CarfaxAlert = Schema.Struct({ type: Schema.String, message: Schema.String })
export type CarfaxAlert = typeof CarfaxAlert.Type

/** The vehicle history of an auction's vehicle (marketplace §3 "carfax alerts", §7 GET .../vehicle/{vin}/carfax). */
export const CarfaxReport = Schema.Struct({
  vin: Schema.String,
  auctionId: AuctionId,
  owners: Schema.Int,
  accidents: Schema.Int,
  alerts: Schema.Array(CarfaxAlert),
})
export type CarfaxReport = typeof CarfaxReport.Type

/** A downloaded document (the bill of sale, marketplace §7 documents/bill_of_sale (file)). */
export interface DownloadedFile {
  readonly fileName: string
  readonly contentType: string
  readonly bytes: Uint8Array
}
