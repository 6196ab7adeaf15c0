import { isEligible, loyaltyOf } from '../../world/loyalty'
import { fail, ok, type StateHandler, value } from '../stateKit'

const dealerIdOf = (inline: string | undefined, params: Readonly<Record<string, unknown>>): number | undefined => {
  const id = value(inline, params, 'dealerId')
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined
}

/** Provider states of the loyalty gateway (marketplace.md 4 Loyalty). */
export const loyaltyStates: readonly StateHandler[] = [
  {
    pattern: /^dealership (\{dealerId\}|\d+) is eligible and not enrolled$/i,
    describe: 'dealership {dealerId} is eligible and not enrolled',
    run: (ctx, m, params) => {
      const dealerId = dealerIdOf(m[1], params)
      if (dealerId === undefined) return fail('dealerId is missing')
      if (!isEligible(ctx.core().world.dealerships.get(dealerId))) return fail(`dealership ${dealerId} is not eligible`)
      loyaltyOf(ctx.core().engine).enrolled.delete(dealerId)
      return ok({ dealerId })
    },
  },
  {
    pattern: /^dealership (\{dealerId\}|\d+) is enrolled with (\{rewardPoints\}|\d+) points$/i,
    describe: 'dealership {dealerId} is enrolled with {rewardPoints} points (optional tier, default silver)',
    run: (ctx, m, params) => {
      const dealerId = dealerIdOf(m[1], params)
      const points = Number(value(m[2], params, 'rewardPoints'))
      if (dealerId === undefined || !Number.isInteger(points)) return fail('dealerId or rewardPoints is missing')
      const tier =
        params.tier === 'bronze' || params.tier === 'gold' || params.tier === 'platinum' ? params.tier : 'silver'
      loyaltyOf(ctx.core().engine).enrolled.set(dealerId, { rewardPoints: points, tier })
      return ok({ dealerId, rewardPoints: points, tier })
    },
  },
]
