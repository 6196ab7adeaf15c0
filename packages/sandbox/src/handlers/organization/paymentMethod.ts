import type { OrganizationPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { paymentDefaultOf, paymentOptionsOf, setPaymentDefault } from '../../world/paymentMethods'
import { membershipOf } from '../../world/team'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, wholeNumber } from '../kit/request'

const KINDS = ['ach', 'check', 'floorplan'] as const
type Kind = (typeof KINDS)[number]
const isKind = (u: unknown): u is Kind => typeof u === 'string' && (KINDS as readonly string[]).includes(u)

/** A dealership's default payment method (ADR 0034, organization gateway): admins read it and change it. */
export const paymentMethodHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<OrganizationPaths>({ baseUrl: baseUrls.organization })
  const reply = (status: number, message: string, code: string) => errorReply(engine, 'service', status, message, code)
  const adminOf = (user: User, raw: unknown): { dealerId: number } | { reply: Response } => {
    const dealerId = wholeNumber(raw)
    if (dealerId === undefined || !engine.world.dealerships.has(dealerId))
      return { reply: reply(404, `Dealership ${String(raw)} was not found.`, 'not_found') }
    if (membershipOf(user, dealerId)?.memberType !== 'admin')
      return { reply: reply(403, "Only your dealership's admins can do this.", 'not_admin') }
    return { dealerId }
  }
  const body = (dealerId: number) => ({
    data: {
      organizationId: dealerId,
      current: paymentDefaultOf(engine, dealerId),
      options: paymentOptionsOf(engine, dealerId),
    },
  })

  return [
    http.get('/organization/{id}/payment-method', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = adminOf(who.user, params.id)
      if ('reply' in at) return response.untyped(at.reply)
      return response(200).json(body(at.dealerId), serverTime(engine.now()))
    }),
    http.put('/organization/{id}/payment-method', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = adminOf(who.user, params.id)
      if ('reply' in at) return response.untyped(at.reply)
      const sent = await readJson(request)
      const kind = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>).kind : undefined
      if (!isKind(kind) || Object.keys(sent as object).length !== 1)
        return response.untyped(reply(400, 'Send the kind: ach, check or floorplan.', 'validation'))
      const option = paymentOptionsOf(engine, at.dealerId).find((o) => o.kind === kind)
      if (!option?.available)
        return response.untyped(
          reply(409, option?.unavailableReason ?? 'That way of paying is not available.', 'unavailable'),
        )
      setPaymentDefault(engine, at.dealerId, kind)
      return response(200).json(body(at.dealerId), serverTime(engine.now()))
    }),
  ]
}
