import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { addNotification, notificationsOf } from './notifications'
import { limitsOf, membershipOf, rosterOf, teamOf } from './team'
import type { Auction, User } from './types'

export type LimitKind = 'single_bid' | 'daily_spend'
export type ApprovalStatus = 'pending' | 'placed' | 'failed' | 'declined' | 'lapsed'

/** A bid above a team limit, waiting for (or answered by) an admin (ADR 0025). Times in epoch ms. */
export interface ApprovalRecord {
  readonly id: number
  readonly organizationId: number
  readonly auctionId: number
  readonly vehicle: string
  readonly bidderId: number
  readonly bidderName: string
  readonly amount: number
  readonly proxy: boolean
  readonly persistent: boolean
  readonly limitKind: LimitKind
  readonly limit: number
  readonly requestedAt: number
  /** The bid's own idempotency key: the same key asks for the same request again. */
  readonly idempotencyKey: string
  status: ApprovalStatus
  answeredAt: number | null
  answeredBy: string | null
  outcome: string | null
}

interface ApprovalsState {
  readonly requests: ApprovalRecord[]
  nextId: number
}

const DAY_MS = 86_400_000
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`
const vehicleOf = (a: Auction) => `${a.vehicle.year} ${a.vehicle.make} ${a.vehicle.model}`
const limitText = (kind: LimitKind, limit: number) =>
  kind === 'single_bid' ? `${dollars(limit)} single-bid limit` : `${dollars(limit)} daily spending limit`

/**
 * The approvals area. Requests still pending when their auction ends (or is killed) lapse at once, and the
 * bidder is told (ADR 0029 team buying limits).
 */
export const approvalsOf = (engine: Engine): ApprovalsState =>
  areaState(engine, 'bidApprovals', () => {
    const state: ApprovalsState = { requests: [], nextId: 700_001 }
    engine.subscribe((event) => {
      if (event.type === 'END' || event.type === 'KILLED') lapseEnded(engine, state)
    })
    return state
  })

/**
 * What the user has committed today (UTC day of the engine clock): over auctions other than `except`, the user's
 * top bid or proxy maximum placed today.
 */
export const spentToday = (engine: Engine, userId: number, except: number | null = null): number => {
  const dayStart = Math.floor(engine.now() / DAY_MS) * DAY_MS
  let total = 0
  for (const a of engine.world.auctions.values()) {
    if (a.id === except) continue
    let top = 0
    for (const b of a.bids) if (b.userId === userId && b.at >= dayStart && b.amount > top) top = b.amount
    for (const p of a.proxies) if (p.userId === userId && p.placedAt >= dayStart && p.max > top) top = p.max
    total += top
  }
  return total
}

/** The limit a bid of `amount` would break for the user's bidding dealership, or null. */
export const limitBreach = (
  engine: Engine,
  user: User,
  auctionId: number,
  amount: number,
): { readonly kind: LimitKind; readonly limit: number } | null => {
  const dealerId = user.defaultDealerId
  if (dealerId === null || !membershipOf(user, dealerId)) return null
  const limits = limitsOf(teamOf(engine), dealerId, user.id)
  if (limits.maxBid !== null && amount > limits.maxBid) return { kind: 'single_bid', limit: limits.maxBid }
  if (limits.dailySpend !== null && spentToday(engine, user.id, auctionId) + amount > limits.dailySpend)
    return { kind: 'daily_spend', limit: limits.dailySpend }
  return null
}

const adminsOf = (engine: Engine, dealerId: number): number[] =>
  rosterOf(engine, dealerId)
    .filter((m) => m.role === 'admin' && m.status === 'active' && engine.world.users.has(m.userId))
    .map((m) => m.userId)

const notify = (
  engine: Engine,
  userIds: readonly number[],
  title: string,
  body: string,
  auctionId: number,
  approval?: { readonly requestId: number; readonly organizationId: number },
) => {
  const notes = notificationsOf(engine)
  for (const id of new Set(userIds))
    addNotification(notes, id, { title, body, createdAt: engine.now(), auctionId, ...(approval ? { approval } : {}) })
}

/** The request for a bid above a limit (the same bidder and idempotency key get the same one), admins notified. */
export const requestApproval = (
  engine: Engine,
  user: User,
  auction: Auction,
  bid: { amount: number; proxy: boolean; persistent: boolean; idempotencyKey: string },
  breach: { readonly kind: LimitKind; readonly limit: number },
  /** A fixed id (provider states); else the next one. */
  id?: number,
): ApprovalRecord => {
  const state = approvalsOf(engine)
  const same = state.requests.find((r) => r.bidderId === user.id && r.idempotencyKey === bid.idempotencyKey)
  if (same) return same
  const record: ApprovalRecord = {
    id: id ?? state.nextId++,
    organizationId: user.defaultDealerId as number,
    auctionId: auction.id,
    vehicle: vehicleOf(auction),
    bidderId: user.id,
    bidderName: `${user.firstName} ${user.lastName}`,
    ...bid,
    limitKind: breach.kind,
    limit: breach.limit,
    requestedAt: engine.now(),
    status: 'pending',
    answeredAt: null,
    answeredBy: null,
    outcome: null,
  }
  state.requests.unshift(record)
  notify(
    engine,
    adminsOf(engine, record.organizationId).filter((id) => id !== user.id),
    'Bid approval requested',
    `${record.bidderName} asks to bid ${dollars(record.amount)} on the ${record.vehicle}, above the ${limitText(record.limitKind, record.limit)}. Approve or decline it here or in Settings, Manage users.`,
    auction.id,
    { requestId: record.id, organizationId: record.organizationId },
  )
  return record
}

/** The sentence the dealer sees when the bid became a request. */
export const requestedText = (r: ApprovalRecord) =>
  `Your bid of ${dollars(r.amount)} is above your ${limitText(r.limitKind, r.limit)}, so it was sent to your admin for approval. You'll get a receipt when they answer.`

const settle = (engine: Engine, r: ApprovalRecord, status: ApprovalStatus, by: string | null, outcome: string) => {
  r.status = status
  r.answeredAt = engine.now()
  r.answeredBy = by
  r.outcome = outcome
  const title =
    status === 'placed' ? 'Bid approved and placed' : status === 'lapsed' ? 'Bid request lapsed' : 'Bid not placed'
  notify(engine, [r.bidderId, ...adminsOf(engine, r.organizationId)], title, outcome, r.auctionId)
}

function lapseEnded(engine: Engine, state: ApprovalsState): void {
  for (const r of state.requests) {
    if (r.status !== 'pending') continue
    if (engine.world.auctions.get(r.auctionId)?.status === 'active') continue
    settle(
      engine,
      r,
      'lapsed',
      null,
      `The auction ended before an admin answered: ${r.bidderName}'s bid of ${dollars(r.amount)} on the ${r.vehicle} was not placed.`,
    )
  }
}

/** The dealership's requests, newest first, after lapsing those whose auction ended. */
export const approvalsFor = (engine: Engine, dealerId: number): ApprovalRecord[] => {
  const state = approvalsOf(engine)
  lapseEnded(engine, state)
  return state.requests.filter((r) => r.organizationId === dealerId)
}

/**
 * An admin's answer. Approving places the bid once, under the request's own idempotency key, so no answer can
 * bid twice; the receipt goes to the bidder and the admins. Null when the request is no longer pending.
 */
export const answerApproval = (
  engine: Engine,
  r: ApprovalRecord,
  admin: User,
  decision: 'approve' | 'decline',
): ApprovalRecord | null => {
  lapseEnded(engine, approvalsOf(engine))
  if (r.status !== 'pending') return null
  const by = `${admin.firstName} ${admin.lastName}`
  const what = `${r.bidderName}'s bid of ${dollars(r.amount)} on the ${r.vehicle}`
  if (decision === 'decline') {
    settle(engine, r, 'declined', by, `Declined by ${by}: ${what} was not placed.`)
    return r
  }
  const outcome = engine.placeBid(r.bidderId, r.auctionId, r.amount, r.proxy, r.persistent, `approval-${r.id}`)
  if (outcome.ok) settle(engine, r, 'placed', by, `Approved by ${by}: ${what} was placed.`)
  else settle(engine, r, 'failed', by, `Approved by ${by}, but ${what} could not be placed: ${outcome.detail}`)
  return r
}
