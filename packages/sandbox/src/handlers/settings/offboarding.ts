import type { SettingsPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import {
  OFFBOARDING_REASONS,
  type OffboardingReason,
  type OffboardingRecord,
  offboardingOf,
  WOULD_RETURN,
} from '../../world/offboarding'
import type { HandlerContext } from '../kit/context'
import { easyPassError, serverTime, signedIn } from '../kit/replies'
import { readJson } from '../kit/request'

const FIELDS = ['reasons', 'other_reason', 'would_return', 'may_contact']

const wire = (r: OffboardingRecord) => ({
  id: r.id,
  reasons: [...r.reasons],
  other_reason: r.otherReason,
  would_return: r.wouldReturn,
  may_contact: r.mayContact,
  submitted_at: r.submittedAt,
})

type Submission = Omit<OffboardingRecord, 'id' | 'submittedAt'>

/** The submission the body holds, or why it breaks the contract (ADR 0036). */
const readSubmission = (body: unknown): Submission | string => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be an object.'
  const b = body as Record<string, unknown>
  const extra = Object.keys(b).filter((k) => !FIELDS.includes(k))
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}.`
  const reasons = b.reasons
  if (!Array.isArray(reasons) || reasons.length === 0) return 'Choose at least one reason.'
  if (reasons.some((r) => !OFFBOARDING_REASONS.includes(r as OffboardingReason)))
    return `Each reason is one of ${OFFBOARDING_REASONS.join(', ')}.`
  if (new Set(reasons).size !== reasons.length) return 'Each reason may be given once.'
  const other = b.other_reason
  if (other !== null && (typeof other !== 'string' || other.length > 500))
    return 'other_reason must be null or at most 500 characters.'
  if (reasons.includes('other') && (typeof other !== 'string' || other.trim() === ''))
    return 'Tell us the other reason.'
  if (!reasons.includes('other') && other !== null) return 'other_reason is only sent with the reason other.'
  if (!WOULD_RETURN.includes(b.would_return as (typeof WOULD_RETURN)[number]))
    return 'would_return is one of yes, maybe, no.'
  if (typeof b.may_contact !== 'boolean') return 'may_contact must be true or false.'
  return {
    reasons: reasons as OffboardingReason[],
    otherReason: typeof other === 'string' ? other.trim() : null,
    wouldReturn: b.would_return as (typeof WOULD_RETURN)[number],
    mayContact: b.may_contact,
  }
}

const dateText = (at: number) => new Date(at).toISOString().slice(0, 10)

/**
 * The offboarding questionnaire (ADR 0036, contracts/openapi/settings.yaml GET and POST bff/offboarding): read the
 * sent one, send it once (active, non-read-only users only; a second send answers 409).
 */
export const offboardingHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<SettingsPaths>({ baseUrl: baseUrls.settings })
  const time = () => serverTime(engine.now())
  return [
    http.get('/bff/offboarding', ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      const sent = offboardingOf(engine).get(user.id)
      return response(200).json({ questionnaire: sent ? wire(sent) : null }, time())
    }),
    http.post('/bff/offboarding', async ({ request, response }) => {
      const { user, reply } = signedIn(engine, 'easypass', request)
      if (reply) return response.untyped(reply)
      if (user.role === 'readonly' || !user.active)
        return response(403).json(
          easyPassError('Only active users can send the offboarding questionnaire.', 'forbidden'),
          time(),
        )
      const sent = offboardingOf(engine)
      const before = sent.get(user.id)
      if (before)
        return response(409).json(
          easyPassError(`You already sent the questionnaire on ${dateText(before.submittedAt)}.`, 'already_sent'),
          time(),
        )
      const read = readSubmission(await readJson(request))
      if (typeof read === 'string') return response(400).json(easyPassError(read, 'invalid_request'), time())
      const record: OffboardingRecord = { ...read, id: sent.size + 1, submittedAt: engine.now() }
      sent.set(user.id, record)
      return response(201).json(wire(record), time())
    }),
  ]
}
