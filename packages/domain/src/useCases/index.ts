/**
 * @gavel/domain/useCases — Use cases that drive ports through time (session, flags, live auctions, outstanding checks…).
 * The deliberate public surface of this part (docs/adr/0042): a name not listed here stays private to the domain.
 */

export type { FeatureFlagStoreDeps } from './featureFlagStore'
export { createFeatureFlagStore } from './featureFlagStore'
export type { FrameScheduler, LiveAuctionStore } from './liveAuctionStore'
export { createLiveAuctionStore } from './liveAuctionStore'
export type { LiveAuctionSync, LiveAuctionSyncDeps } from './liveAuctionSync'
export { createLiveAuctionSync } from './liveAuctionSync'
export type { LoadCapitalStandingDeps } from './loadCapitalStanding'
export { loadCapitalStanding } from './loadCapitalStanding'
export type { OutstandingSession } from './outstandingCheck'
export { createOutstandingCheck, lockedToOutstanding, OutstandingCheck } from './outstandingCheck'
export type { RecheckUserDeps } from './recheckUser'
export { recheckUser } from './recheckUser'
export type { SessionControlDeps } from './sessionControl'
export { createSessionControl } from './sessionControl'
