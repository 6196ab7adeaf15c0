/**
 * @gavel/sandbox — a seeded, in-memory marketplace that speaks Gavel's contracts (`docs/architecture.md`, Sandbox).
 * Browser-safe entry: world, engine, MSW handlers and failure helpers. Node tests use `@gavel/sandbox/node`
 * (`createSandbox`, `startSandboxServer`); Storybook and the static demo use `@gavel/sandbox/browser`.
 */
export { type Clock, type ManualClock, manualClock, systemClock } from './engine/clock'
export {
  type BidOutcome,
  createEngine,
  cryptoTokens,
  type Engine,
  type EngineOptions,
  seededTokens,
} from './engine/createEngine'
export type { LiveEvent, LiveListener, LiveMessageType } from './engine/events'
export { ACCESS_TOKEN_SECONDS, type TokenPair, type TokenSource } from './engine/sessions'
export { GATEWAYS, type GatewayName, gatewayUrls } from './gateways'
export { createHandlers, type HandlerOptions } from './handlers/createHandlers'
export {
  delayResponses,
  dropRealtime,
  type FailureOptions,
  makeBidFail,
  makeHideFail,
  makeListingEmpty,
  makeListingFail,
  makeSavedSearchesFail,
  makeSaveSearchFail,
} from './handlers/failures'
export type { BaseUrls } from './handlers/kit/context'
export { realtimeHandler } from './realtime/link'
export {
  openRealtimeConnection,
  type RealtimeConnection,
  type RealtimeTransport,
  UNAUTHORIZED_CLOSE,
} from './realtime/protocol'
export { createSandboxCore, type SandboxCore, type SandboxCoreOptions } from './sandbox'
export type { LiveAuctionWire } from './wire/liveAuction'
export { accountOf, mailTo, RESET_TOKEN_MS, type SentMail } from './world/account'
export { BID_INCREMENT, nextValidBid } from './world/auctions'
export { type ApprovalRecord, requestApproval } from './world/bidApprovals'
export {
  createWorld,
  DEFAULT_AUCTION_COUNT,
  DEFAULT_SEED,
  findUserByEmail,
  type WorldOptions,
} from './world/createWorld'
export { FLAG_SLUGS } from './world/flags'
export { LANE_IDS } from './world/lanes'
export { PERSONA_IDS, PERSONAS, type Persona, type PersonaKey, SANDBOX_PASSWORD } from './world/personas'
export { copySavedAuctions, type SavedAuctionStatus, setSavedAuctionStatus } from './world/savedAuctions'
export { SCENARIO_AUCTION_IDS } from './world/scenarios'
export { setLimits, type TeamLimits, teamOf } from './world/team'
export type { Auction, Dealership, Lane, User, World } from './world/types'
export { isValidVin, vinCheckDigit } from './world/vin'
