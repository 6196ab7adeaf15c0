/**
 * @gavel/domain/testing — builders, fixed clock, sequential ids and in-memory fakes (`docs/style.md` 13).
 * For tests and stories only.
 */
export { AuctionBuilder, anAuction } from './auctionBuilder'
export { bidMessage } from './bidMessage'
export { FakeTimers } from './FakeTimers'
export { FIXED_NOW, FixedClock } from './FixedClock'
export { InMemoryCrossTabLock } from './InMemoryCrossTabLock'
export { InMemorySessionVault, SharedStorage } from './InMemorySessionVault'
export { partialFake } from './partialFake'
export { SequentialIds } from './SequentialIds'
export { A_REFRESH_TOKEN, aSession, SessionBuilder } from './sessionBuilder'
export { sessionSignal } from './sessionSignal'
export { aDealership, aUser, UserBuilder } from './userBuilder'
