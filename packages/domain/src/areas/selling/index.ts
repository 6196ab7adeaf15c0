/** The selling area's domain (ADR 0019): saved auctions, launches one or many. */
export type { LaunchedAuction, RefusedLaunch } from './AuctionLaunch'
export { AuctionLaunch } from './AuctionLaunch'
export type { BulkLaunchOutcome, BulkLaunchReport } from './bulkLaunch'
export { BULK_LAUNCH_BATCH, bulkLaunch } from './bulkLaunch'
export { GuaranteedSaleTexts, guaranteedSaleCandidates, isGuaranteedSaleAuction } from './guaranteedSale'
export type {
  LaunchFormErrors,
  LaunchFormField,
  LaunchFormResult,
  LaunchFormValues,
} from './launchForm'
export { initialLaunchForm, LaunchFormTexts, launchFieldError, readLaunchForm } from './launchForm'
export { laneHasReserve, laneKey, launchableLanes } from './launchLanes'
export type { RunChanges, RunPrices, RunProblem } from './RunHistory'
export { RunHistory } from './RunHistory'
export { hasRunChanges, odometerChangeText, photosChangeText } from './runChangeTexts'
export type {
  LaunchLaneOption,
  LaunchOptions,
  SavedAuctionPage,
  SavedAuctionQuery,
} from './SavedAuctions'
export { dealerFilterChoices, SavedAuctions } from './SavedAuctions'
export type { PerformanceWindow, SellerPerformance } from './SellerPerformance'
export { outcomeShares, PERFORMANCE_WINDOWS, SellerPerformanceSource } from './SellerPerformance'
export type { DownloadProgress, SellingExport, SellingList } from './SellingLists'
export { downloadShare, SellingExportLabels, SellingExports, SellingLists } from './SellingLists'
export type { SavedAuctionRow } from './savedAuctionRow'
export { SavedListTexts, savedAuctionRow, vehicleTitle } from './savedAuctionRow'
export { BulkLaunchRefused } from './sellingErrors'
