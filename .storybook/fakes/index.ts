export { aDealership, aLimitedUser, allowAll, anAuction, aUser } from './fixtures'
export type { StoryServices } from './resolver'
export { fakeResolver, realClock, sequentialIds } from './resolver'
