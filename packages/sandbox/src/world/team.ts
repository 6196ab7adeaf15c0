import type { Engine } from '../engine/createEngine'
import { areaState } from './areaState'
import { PERSONA_DEALERSHIPS } from './dealerships'
import type { Membership, User } from './types'

export type TeamRole = 'admin' | 'rep'

/** A member's team buying limits (ADR 0025), whole dollars; null = none (ADR 0029: none by default). */
export interface TeamLimits {
  maxBid: number | null
  dailySpend: number | null
}

/** A roster entry that is not a sandbox user: a seeded colleague who never signs in, or an invitation. */
export interface Colleague {
  readonly userId: number
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  role: TeamRole
  readonly status: 'active' | 'invited'
}

/** One member of a dealership's team, as the roster call shows it. */
export interface TeamMember extends Omit<Colleague, 'role'> {
  readonly role: TeamRole
  readonly isPrimaryContact: boolean
  readonly limits: TeamLimits
}

/** The team area (ADR 0025): colleagues and invitations per dealership, limits per (dealership, user). */
export interface TeamState {
  readonly colleagues: Map<number, Colleague[]>
  readonly limits: Map<string, TeamLimits>
  nextInviteId: number
}

const COLLEAGUES: readonly (readonly [first: string, last: string, role: TeamRole])[] = [
  ['Jordan', 'Reyes', 'rep'],
  ['Morgan', 'Blake', 'admin'],
]

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** Two seeded colleagues per persona dealership (ids 9000 + dealer × 10 + n), so every roster has people on it. */
const seedColleagues = (): Map<number, Colleague[]> =>
  new Map(
    PERSONA_DEALERSHIPS.map((d) => [
      d.id,
      COLLEAGUES.map(([firstName, lastName, role], i) => ({
        userId: 9000 + d.id * 10 + i,
        firstName,
        lastName,
        email: `${slug(firstName)}.${slug(lastName)}@${slug(d.name)}.test`,
        role,
        status: 'active' as const,
      })),
    ]),
  )

export const teamOf = (engine: Pick<Engine, 'world'>): TeamState =>
  areaState(engine, 'team', () => ({ colleagues: seedColleagues(), limits: new Map(), nextInviteId: 990_001 }))

const limitKey = (dealerId: number, userId: number) => `${dealerId}:${userId}`
const NO_LIMITS: TeamLimits = { maxBid: null, dailySpend: null }

export const limitsOf = (state: TeamState, dealerId: number, userId: number): TeamLimits =>
  state.limits.get(limitKey(dealerId, userId)) ?? NO_LIMITS

export const setLimits = (state: TeamState, dealerId: number, userId: number, limits: TeamLimits): void => {
  state.limits.set(limitKey(dealerId, userId), { ...limits })
}

const roleOf = (m: Membership): TeamRole => (m.memberType === 'admin' ? 'admin' : 'rep')

export const membershipOf = (user: User, dealerId: number): Membership | undefined =>
  user.memberships.find((m) => m.dealerId === dealerId)

/** Every member of a dealership: its sandbox users (membership lives on each user), then colleagues and invites. */
export const rosterOf = (engine: Pick<Engine, 'world'>, dealerId: number): TeamMember[] => {
  const state = teamOf(engine)
  const users = [...engine.world.users.values()].flatMap((u) => {
    const m = membershipOf(u, dealerId)
    if (!m) return []
    const { id: userId, firstName, lastName, email } = u
    return [
      {
        userId,
        firstName,
        lastName,
        email,
        role: roleOf(m),
        status: 'active' as const,
        isPrimaryContact: m.isPrimaryContact,
        limits: limitsOf(state, dealerId, u.id),
      },
    ]
  })
  const others = (state.colleagues.get(dealerId) ?? []).map((c) => ({
    ...c,
    isPrimaryContact: false,
    limits: limitsOf(state, dealerId, c.userId),
  }))
  return [...users, ...others]
}

/** Changes a member's role: a sandbox user's membership is replaced (login data shows it), a colleague's edited. */
export const changeRole = (engine: Pick<Engine, 'world'>, dealerId: number, userId: number, role: TeamRole) => {
  const user = engine.world.users.get(userId)
  if (user && membershipOf(user, dealerId)) {
    const memberships = user.memberships.map((m) =>
      m.dealerId === dealerId ? { ...m, memberType: role === 'admin' ? ('admin' as const) : ('rep' as const) } : m,
    )
    engine.world.users.set(userId, { ...user, memberships })
    return
  }
  const colleague = teamOf(engine)
    .colleagues.get(dealerId)
    ?.find((c) => c.userId === userId)
  if (colleague) colleague.role = role
}

/** Takes a member off the team (a sandbox user loses the membership; a colleague or invitation is dropped). */
export const removeMember = (engine: Pick<Engine, 'world'>, dealerId: number, userId: number) => {
  const user = engine.world.users.get(userId)
  if (user && membershipOf(user, dealerId)) {
    engine.world.users.set(userId, { ...user, memberships: user.memberships.filter((m) => m.dealerId !== dealerId) })
  }
  const state = teamOf(engine)
  state.colleagues.set(
    dealerId,
    (state.colleagues.get(dealerId) ?? []).filter((c) => c.userId !== userId),
  )
  state.limits.delete(limitKey(dealerId, userId))
}

export const invite = (
  engine: Pick<Engine, 'world'>,
  dealerId: number,
  person: Pick<Colleague, 'email' | 'firstName' | 'lastName' | 'role'>,
): Colleague => {
  const state = teamOf(engine)
  const record: Colleague = { ...person, userId: state.nextInviteId++, status: 'invited' }
  state.colleagues.set(dealerId, [...(state.colleagues.get(dealerId) ?? []), record])
  return record
}
