import type { UserId } from '@gavel/domain'

/**
 * The query cache key of the signed-in user's rewards status: the header's button and the rewards page share it,
 * so an opt-in on the page changes the button at once (marketplace §4).
 */
export const dealerRewardsKey = (userId: UserId) => ['dealer-rewards', userId] as const
