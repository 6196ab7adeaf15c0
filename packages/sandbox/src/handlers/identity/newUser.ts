import { findUserByEmail } from '../../world/createWorld'
import { flagsFor } from '../../world/flags'
import type { MemberType, User, World } from '../../world/types'

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'member_type',
  'organizationExternalId',
  'auctionAccessId',
]
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface NewUserBody {
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly phone_number?: string | null
  readonly member_type?: 'rep' | 'admin'
  readonly organizationExternalId: string
  readonly auctionAccessId?: string
}

/** Why adding this user is refused, with the status a real gateway sends, or undefined (contract NewUser). */
export const newUserProblem = (
  world: World,
  admin: User,
  body: unknown,
): { status: 400 | 403 | 409 | 422; message: string } | undefined => {
  const shape = newUserShapeProblem(world, body)
  if (shape) return shape
  const b = body as Record<string, unknown>
  const dealerId = Number(b.organizationExternalId)
  if (!admin.memberships.some((m) => m.dealerId === dealerId && m.memberType === 'admin')) {
    return { status: 403, message: 'Only an admin of the organization may add users to it.' }
  }
  if (findUserByEmail(world, String(b.email))) {
    return { status: 409, message: `A user with e-mail ${String(b.email)} exists.` }
  }
  return undefined
}

/** What is wrong with the body itself, whoever sends it: fields, e-mail, member type, organization. */
export const newUserShapeProblem = (
  world: World,
  body: unknown,
): { status: 400 | 422; message: string } | undefined => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { status: 400, message: 'The body must be a user.' }
  }
  const b = body as Record<string, unknown>
  const extra = Object.keys(b).filter((k) => !FIELDS.includes(k))
  if (extra.length > 0) return { status: 400, message: `Unknown field(s): ${extra.join(', ')}.` }
  const bad = ['first_name', 'last_name', 'email', 'organizationExternalId'].filter(
    (k) => typeof b[k] !== 'string' || b[k] === '',
  )
  if (typeof b.email === 'string' && !EMAIL.test(b.email) && !bad.includes('email')) bad.push('email')
  if (b.member_type !== undefined && b.member_type !== 'rep' && b.member_type !== 'admin') bad.push('member_type')
  if (bad.length > 0) return { status: 400, message: `Missing or invalid field(s): ${bad.join(', ')}.` }
  const dealerId = /^\d+$/.test(String(b.organizationExternalId)) ? Number(b.organizationExternalId) : Number.NaN
  if (!world.dealerships.has(dealerId)) {
    return { status: 422, message: `No organization ${String(b.organizationExternalId)}.` }
  }
  return undefined
}

/** Adds the user to the world as a member of the organization; they set a password through the reset flow. */
export const createUserFrom = (world: World, body: NewUserBody, active = true): User => {
  const id = Math.max(0, ...world.users.keys()) + 1
  const dealerId = Number(body.organizationExternalId)
  const memberType: MemberType = body.member_type ?? 'rep'
  const user: User = {
    id,
    email: body.email.trim(),
    password: '',
    firstName: body.first_name,
    lastName: body.last_name,
    role: 'user',
    appRoles: [],
    active,
    zipCode: null,
    defaultDealerId: dealerId,
    isVci: false,
    memberships: [{ dealerId, memberType, isPrimaryContact: false, isBillingContact: false }],
    flags: flagsFor(),
    settings: [],
  }
  world.users.set(id, user)
  return user
}
