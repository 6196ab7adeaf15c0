export type { JwtEmbedInput, JwtEmbedPlan } from './jwtEmbedPlan'
export {
  handshakeToken,
  JWT_EMBED_PARENT_ORIGINS,
  JwtEmbedMessages,
  JwtEmbedTexts,
  jwtEmbedPlan,
} from './jwtEmbedPlan'
export type {
  MarketReport,
  MarketReportGrouping,
  MarketReportQuery,
  MarketSegment,
  MarketWeek,
} from './marketReport'
export {
  DEFAULT_MARKET_REPORT,
  formatSellThrough,
  formatTrend,
  MARKET_REPORT_WEEKS,
  MarketReports,
  MarketReportTexts,
} from './marketReport'
export type { VehicleHistoryCallback } from './vehicleHistoryCallback'
export { parseVehicleHistoryCallback, VehicleHistoryTexts } from './vehicleHistoryCallback'
