export type { LoadedSandbox } from './loadSandbox'
export { cleanUpSandbox, loadSandbox } from './loadSandbox'
export type { SandboxFailure, SandboxParameters, SandboxPersona } from './parameters'
export { STORY_NOW } from './parameters'
export {
  anotherDealerBids,
  grantResetToken,
  highBidOf,
  mailboxOf,
  runningAuctionIds,
  SandboxAuctions,
  sandboxOf,
  savedAuctionBecomes,
  savedAuctionsCopied,
  stageFailures,
  teamBidAwaitsApproval,
  teamLimitsAre,
  titleOf,
} from './storyHelpers'
