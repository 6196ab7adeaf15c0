import type { TransportPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { toEpochSeconds } from '../../wire/liveAuction'
import { runningPromotions } from '../../world/transportPromotions'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'

/** GET transportation/promotions (marketplace §7 Transport "promotions (response data.content)"; ADR 0038). */
export const transportPromotionHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<TransportPaths>({ baseUrl: baseUrls.transport })
  return [
    http.get('/transportation/promotions', ({ request, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const now = engine.now()
      const mine = who.user.memberships.map((m) => m.dealerId)
      const content = runningPromotions(engine, mine, now).map(({ dealerIds: _, startsAt, endsAt, ...p }) => ({
        ...p,
        startsAt: toEpochSeconds(startsAt),
        endsAt: toEpochSeconds(endsAt),
      }))
      return response(200).json({ data: { content } }, serverTime(now))
    }),
  ]
}
