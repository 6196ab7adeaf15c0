import type { BuyingPaths, OrganizationPaths } from '@gavel/sdk'
import { createOpenApiHttp } from 'openapi-msw'
import { type ApprovalRecord, answerApproval, approvalsFor, approvalsOf, spentToday } from '../../world/bidApprovals'
import {
  changeRole,
  invite,
  limitsOf,
  membershipOf,
  removeMember,
  rosterOf,
  setLimits,
  type TeamLimits,
  type TeamMember,
  teamOf,
} from '../../world/team'
import type { User } from '../../world/types'
import type { HandlerContext } from '../kit/context'
import { errorReply, serverTime, signedIn } from '../kit/replies'
import { readJson, wholeNumber } from '../kit/request'

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000))
const toMemberWire = (m: TeamMember) => ({ ...m, limits: { ...m.limits } })
const toApprovalWire = (r: ApprovalRecord) => ({
  id: r.id,
  organizationId: r.organizationId,
  auctionId: r.auctionId,
  vehicle: r.vehicle,
  bidder: { userId: r.bidderId, name: r.bidderName },
  amount: r.amount,
  proxy: r.proxy,
  limitKind: r.limitKind,
  limit: r.limit,
  status: r.status,
  requestedAt: seconds(r.requestedAt) as number,
  answeredAt: seconds(r.answeredAt),
  answeredBy: r.answeredBy,
  outcome: r.outcome,
})

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
const limitValue = (u: unknown) => u === null || (Number.isSafeInteger(u) && (u as number) >= 1)
const validLimits = (u: unknown): u is TeamLimits =>
  isRecord(u) && limitValue(u.maxBid) && limitValue(u.dailySpend) && Object.keys(u).length === 2

/**
 * A dealership's team, its buying limits and bid approval requests (ADR 0025, organization gateway), and the
 * bearer's own limits (GET buying_limits, buying gateway).
 */
export const teamHandlers = ({ engine, baseUrls }: HandlerContext) => {
  const http = createOpenApiHttp<OrganizationPaths>({ baseUrl: baseUrls.organization })
  const buying = createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })
  const reply = (status: number, message: string, code: string) => errorReply(engine, 'service', status, message, code)
  /** The dealership if the bearer is a member (and an admin when `admin`), else the error reply. */
  const access = (user: User, raw: unknown, admin: boolean): { dealerId: number } | { reply: Response } => {
    const dealerId = wholeNumber(raw)
    if (dealerId === undefined || !engine.world.dealerships.has(dealerId))
      return { reply: reply(404, `Dealership ${String(raw)} was not found.`, 'not_found') }
    const m = membershipOf(user, dealerId)
    if (!m) return { reply: reply(403, `You are not a member of dealership ${dealerId}.`, 'not_a_member') }
    if (admin && m.memberType !== 'admin')
      return { reply: reply(403, "Only your dealership's admins can do this.", 'not_admin') }
    return { dealerId }
  }
  /** The primary-contact restriction (ADR 0025) for changing or removing `target`, or null when allowed. */
  const restriction = (user: User, dealerId: number, target: TeamMember, roleChange: boolean): string | null => {
    if (target.isPrimaryContact) return "The primary contact's role can't be changed and they can't be removed."
    if (target.userId === user.id && roleChange) return "You can't change your own role or remove yourself."
    const mine = membershipOf(user, dealerId)
    if (target.role === 'admin' && roleChange && !mine?.isPrimaryContact)
      return "Only your dealership's primary contact can change or remove another admin."
    return null
  }
  const memberOf = (dealerId: number, raw: unknown) => {
    const id = wholeNumber(raw)
    return id === undefined ? undefined : rosterOf(engine, dealerId).find((m) => m.userId === id)
  }

  return [
    http.get('/organization/{id}/users', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, false)
      if ('reply' in at) return response.untyped(at.reply)
      const users = rosterOf(engine, at.dealerId).map(toMemberWire)
      return response(200).json({ data: { users } }, serverTime(engine.now()))
    }),
    http.post('/organization/{id}/users', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, true)
      if ('reply' in at) return response.untyped(at.reply)
      const body = await readJson(request)
      const text = (k: string, max: number) =>
        isRecord(body) && typeof body[k] === 'string' && (body[k] as string).trim().length > 0
          ? (body[k] as string).trim().slice(0, max)
          : null
      const email = text('email', 254)
      const firstName = text('firstName', 60)
      const lastName = text('lastName', 60)
      const role = isRecord(body) ? body.role : undefined
      if (
        !email ||
        !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ||
        !firstName ||
        !lastName ||
        (role !== 'admin' && role !== 'rep')
      )
        return response.untyped(reply(400, 'Give an e-mail address, a first and last name, and a role.', 'validation'))
      if (rosterOf(engine, at.dealerId).some((m) => m.email.toLowerCase() === email.toLowerCase()))
        return response.untyped(reply(409, `${email} is already on your team.`, 'already_member'))
      const made = invite(engine, at.dealerId, { email, firstName, lastName, role })
      const member = rosterOf(engine, at.dealerId).find((m) => m.userId === made.userId) as TeamMember
      return response(201).json({ data: toMemberWire(member) }, serverTime(engine.now()))
    }),
    http.patch('/organization/{id}/users/{userId}', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, true)
      if ('reply' in at) return response.untyped(at.reply)
      const target = memberOf(at.dealerId, params.userId)
      if (!target) return response.untyped(reply(404, 'That person is not on your team.', 'not_found'))
      const body = await readJson(request)
      const role = isRecord(body) ? body.role : undefined
      const limits = isRecord(body) ? body.limits : undefined
      const allowed = isRecord(body) && Object.keys(body).every((k) => k === 'role' || k === 'limits')
      if (
        !allowed ||
        (role === undefined && limits === undefined) ||
        (role !== undefined && role !== 'admin' && role !== 'rep') ||
        (limits !== undefined && !validLimits(limits))
      )
        return response.untyped(
          reply(400, 'Send a role (admin or rep) and/or limits (whole dollars, or null for none).', 'validation'),
        )
      if (role !== undefined && role !== target.role) {
        const why = restriction(who.user, at.dealerId, target, true)
        if (why) return response.untyped(reply(403, why, 'primary_contact_restriction'))
        changeRole(engine, at.dealerId, target.userId, role)
      }
      if (limits !== undefined) setLimits(teamOf(engine), at.dealerId, target.userId, limits)
      const after = memberOf(at.dealerId, target.userId) as TeamMember
      return response(200).json({ data: toMemberWire(after) }, serverTime(engine.now()))
    }),
    http.delete('/organization/{id}/users/{userId}', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, true)
      if ('reply' in at) return response.untyped(at.reply)
      const target = memberOf(at.dealerId, params.userId)
      if (!target) return response.untyped(reply(404, 'That person is not on your team.', 'not_found'))
      const why = restriction(who.user, at.dealerId, target, true)
      if (why) return response.untyped(reply(403, why, 'primary_contact_restriction'))
      removeMember(engine, at.dealerId, target.userId)
      return response(204).empty(serverTime(engine.now()))
    }),
    http.get('/organization/{id}/bid-approvals', ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, false)
      if ('reply' in at) return response.untyped(at.reply)
      const admin = membershipOf(who.user, at.dealerId)?.memberType === 'admin'
      const weekAgo = engine.now() - 7 * 86_400_000
      const requests = approvalsFor(engine, at.dealerId)
        .filter(
          (r) => (admin || r.bidderId === who.user.id) && (r.status === 'pending' || (r.answeredAt ?? 0) >= weekAgo),
        )
        .map(toApprovalWire)
      return response(200).json({ data: { requests } }, serverTime(engine.now()))
    }),
    http.post('/organization/{id}/bid-approvals/{requestId}', async ({ request, params, response }) => {
      const who = signedIn(engine, 'service', request)
      if (who.reply) return response.untyped(who.reply)
      const at = access(who.user, params.id, true)
      if ('reply' in at) return response.untyped(at.reply)
      const body = await readJson(request)
      const decision = isRecord(body) ? body.decision : undefined
      if ((decision !== 'approve' && decision !== 'decline') || Object.keys(body as object).length !== 1)
        return response.untyped(reply(400, 'decision must be approve or decline.', 'validation'))
      const id = wholeNumber(params.requestId)
      const r = approvalsOf(engine).requests.find((x) => x.id === id && x.organizationId === at.dealerId)
      if (!r) return response.untyped(reply(404, 'That request was not found.', 'not_found'))
      const answered = answerApproval(engine, r, who.user, decision)
      if (!answered)
        return response.untyped(
          reply(409, `This request was already answered: ${r.outcome ?? r.status}`, 'not_pending'),
        )
      return response(200).json({ data: toApprovalWire(answered) }, serverTime(engine.now()))
    }),
    buying.get('/buying_limits', ({ request, response }) => {
      const who = signedIn(engine, 'easypass', request)
      if (who.reply) return response.untyped(who.reply)
      const dealerId = who.user.defaultDealerId
      const limits =
        dealerId !== null && membershipOf(who.user, dealerId)
          ? limitsOf(teamOf(engine), dealerId, who.user.id)
          : { maxBid: null, dailySpend: null }
      return response(200).json(
        {
          dealer_id: dealerId,
          max_bid: limits.maxBid,
          daily_spend: limits.dailySpend,
          spent_today: spentToday(engine, who.user.id),
        },
        serverTime(engine.now()),
      )
    }),
  ]
}
