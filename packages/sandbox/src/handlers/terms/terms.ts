import type { TermsPaths } from '@gavel/sdk'
import { HttpResponse } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import { acceptanceRequired, termsOf } from '../../world/terms'
import type { HandlerContext } from '../kit/context'
import { serverTime, signedIn } from '../kit/replies'
import { invalidFields, readJson, unknownFields } from '../kit/request'
import { termsHtml, termsPdf } from './termsDocuments'

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Terms of service (marketplace.md 7, contracts/openapi/terms.yaml). Stateful: accepting the current eula turns
 * `eulaAcceptanceRequired` false for that user from then on.
 */
export const termsHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<TermsPaths>({ baseUrl: baseUrls.terms })
  const state = () => termsOf(engine)
  const time = () => serverTime(engine.now())
  const isCurrent = (id: unknown) => String(id) === String(state().current.id)

  return [
    http.get('/api/eulaacceptance/acceptancerequired', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const { id } = state().current
      const body = {
        eulaAcceptanceRequired: acceptanceRequired(state(), user.id),
        eula: { id, url: `${baseUrls.terms}/eula/${id}/content` },
      }
      return response(200).json(body, time())
    }),
    http.post('/api/eulaacceptance/allusersorganizations', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'identity', request)
      if (reply) return response.untyped(reply)
      const body = await readJson(request)
      const bad = [
        ...invalidFields(body, { eulaId: 'integer', acceptedDate: 'string' }),
        ...unknownFields(body, ['eulaId', 'acceptedDate']),
      ]
      const { eulaId, acceptedDate } = (body ?? {}) as { eulaId: number; acceptedDate: string }
      if (bad.length === 0 && !ISO_DATE_TIME.test(acceptedDate)) bad.push('acceptedDate (ISO 8601 date-time)')
      if (bad.length > 0)
        return response(400).json({ message: `Missing or invalid field(s): ${bad.join(', ')}.` }, time())
      if (!isCurrent(eulaId)) {
        return response(409).json({ message: `Eula ${eulaId} is not the current terms of service.` }, time())
      }
      state().accepted.set(user.id, { eulaId, acceptedDate })
      const eulaAcceptances = user.memberships.map((m) => ({
        eulaId,
        userId: user.id,
        organizationId: m.dealerId,
        acceptedDate,
      }))
      return response(200).json({ eulaAcceptances }, time())
    }),
    http.get('/eula/{id}/content', ({ params, response }) => {
      if (!isCurrent(params.id)) return response(404).json({ message: `No eula ${params.id}.` }, time())
      const { id, title } = state().current
      return response(200).json({ id, title, content: termsHtml(state().current) }, time())
    }),
    http.get('/eula/{id}/pdf', ({ params, response }) => {
      if (!isCurrent(params.id)) return response(404).json({ message: `No eula ${params.id}.` }, time())
      const pdf = termsPdf(state().current)
      return HttpResponse.text(pdf, {
        headers: {
          ...time().headers,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="gavel-terms-${params.id}.pdf"`,
        },
      }) as never
    }),
  ]
}
