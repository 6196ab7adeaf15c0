import {
  type CarfaxReport,
  CarfaxReportSchema,
  type DealershipPerformance,
  DealershipPerformanceSchema,
  type NotificationInfo,
  NotificationInfoSchema,
} from '@gavel/domain'
import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'

/** NotificationInfo, DealershipPerformance, Carfax and ViewCount of contracts/openapi/buying.yaml. */
const NotificationInfoWire = Schema.Struct({
  auction_id: Schema.Number,
  is_on_watch_list: Schema.Boolean,
  outbid_notifications: Schema.Boolean,
  ending_soon_notifications: Schema.Boolean,
  launch_notifications: Schema.Boolean,
})

const DealershipPerformanceWire = Schema.Struct({
  dealer_id: Schema.Number,
  dealership_name: Schema.String,
  auctions_sold_90_days: Schema.Number,
  auctions_bought_90_days: Schema.Number,
  sell_through_rate: Schema.Number,
  featured_seller: Schema.Boolean,
  top_seller: Schema.Boolean,
})

const CarfaxWire = Schema.Struct({
  vin: Schema.String,
  auction_id: Schema.Number,
  owners: Schema.Number,
  accidents: Schema.Number,
  alerts: Schema.Array(Schema.Struct({ type: Schema.String, message: Schema.String })),
})

const ViewCountWire = Schema.Struct({ auction_id: Schema.Number, view_count: Schema.Int })

const notificationWire = decodeOrThrow(NotificationInfoWire, 'notification info')
const notificationDomain = decodeOrThrow(NotificationInfoSchema, 'notification info')
export const toNotificationInfo = (payload: unknown): NotificationInfo => {
  const w = notificationWire(payload)
  return notificationDomain({
    auctionId: w.auction_id,
    watching: w.is_on_watch_list,
    outbid: w.outbid_notifications,
    endingSoon: w.ending_soon_notifications,
    launch: w.launch_notifications,
  })
}

const performanceWire = decodeOrThrow(DealershipPerformanceWire, 'dealership performance')
const performanceDomain = decodeOrThrow(DealershipPerformanceSchema, 'dealership performance')
export const toDealershipPerformance = (payload: unknown): DealershipPerformance => {
  const w = performanceWire(payload)
  return performanceDomain({
    dealerId: w.dealer_id,
    dealershipName: w.dealership_name,
    soldLast90Days: w.auctions_sold_90_days,
    boughtLast90Days: w.auctions_bought_90_days,
    sellThroughRate: w.sell_through_rate,
    featuredSeller: w.featured_seller,
    topSeller: w.top_seller,
  })
}

const carfaxWire = decodeOrThrow(CarfaxWire, 'carfax')
const carfaxDomain = decodeOrThrow(CarfaxReportSchema, 'carfax')
export const toCarfaxReport = (payload: unknown): CarfaxReport => {
  const w = carfaxWire(payload)
  return carfaxDomain({
    vin: w.vin,
    auctionId: w.auction_id,
    owners: w.owners,
    accidents: w.accidents,
    alerts: w.alerts,
  })
}

const viewCountWire = decodeOrThrow(ViewCountWire, 'view count')
export const toViewCount = (payload: unknown): number => viewCountWire(payload).view_count
