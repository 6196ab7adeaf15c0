import type { LoyaltyPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { isEligible, loyaltyOf } from '../../world/loyalty'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'
import { readJson, unknownFields } from '../kit/request'

/**
 * The dealer rewards program (marketplace.md 7 Loyalty, contracts/openapi/loyalty.yaml). Stateful: opting in
 * enrols the dealerships, which every later status shows.
 */
export const loyaltyHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<LoyaltyPaths>({ baseUrl: baseUrls.loyalty })
  const time = () => serverTime(engine.now())
  const state = () => loyaltyOf(engine)
  const eligible = (dealerId: number) => isEligible(engine.world.dealerships.get(dealerId))
  const dealerIds = (user: User) => user.memberships.map((m) => m.dealerId)
  const statusOf = (user: User) =>
    dealerIds(user).map((dealerId) => {
      const enrolment = state().enrolled.get(dealerId)
      return {
        dealerId,
        enroll: enrolment !== undefined,
        rewardPoints: enrolment?.rewardPoints ?? null,
        tier: enrolment?.tier ?? null,
      }
    })

  return [
    http.get('/api/loyalty/eligibility/{dealerId}', ({ request, params, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const dealerId = Number(params.dealerId)
      if (!dealerIds(user).includes(dealerId)) {
        return response(403).json({ message: `Dealership ${params.dealerId} is not yours.` }, time())
      }
      return response(200).json({ eligible: eligible(dealerId) }, time())
    }),
    http.get('/api/loyalty/v2/eligibility', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json(
        dealerIds(user).map((dealerId) => ({ dealerId, eligible: eligible(dealerId) })),
        time(),
      )
    }),
    http.get('/api/loyalty/v2/opt-in/status', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      return response(200).json(statusOf(user), time())
    }),
    http.post('/api/loyalty/v2/opt-in', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const ids = (body as { dealer_ids?: unknown } | undefined)?.dealer_ids
      const extra = unknownFields(body, ['dealer_ids'])
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every(Number.isSafeInteger) || extra.length > 0) {
        const why =
          extra.length > 0 ? `unknown field(s): ${extra.join(', ')}` : 'dealer_ids must be a non-empty list of ids'
        return response(400).json({ message: `Invalid opt-in: ${why}.` }, time())
      }
      const foreign = ids.filter((id) => !dealerIds(user).includes(id))
      if (foreign.length > 0) {
        return response(403).json({ message: `Dealership(s) ${foreign.join(', ')} are not yours.` }, time())
      }
      const ineligible = ids.filter((id) => !eligible(id))
      if (ineligible.length > 0) {
        return response(409).json(
          { message: `Sorry, this program is not available for dealership(s) ${ineligible.join(', ')}.` },
          time(),
        )
      }
      for (const id of ids) {
        if (!state().enrolled.has(id)) state().enrolled.set(id, { rewardPoints: 0, tier: 'bronze' })
      }
      return response(200).json(statusOf(user), time())
    }),
  ]
}
