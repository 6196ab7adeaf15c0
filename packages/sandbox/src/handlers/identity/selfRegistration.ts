import { findAuctionAccess } from '../../world/auctionAccess'
import { findUserByEmail } from '../../world/createWorld'
import type { World } from '../../world/types'
import { newUserShapeProblem } from './newUser'

/**
 * Why a self-registration (POST api/user/saga without a bearer, docs/adr/0026) is refused, or undefined: the body
 * must carry `auctionAccessId`; that account must have the same last name, list the organization, and have no
 * blocking issue; the e-mail must be free.
 */
export const selfRegistrationProblem = (
  engine: { readonly world: World },
  body: unknown,
): { status: 400 | 403 | 409 | 422; message: string } | undefined => {
  const shape = newUserShapeProblem(engine.world, body)
  if (shape) return shape
  const b = body as Record<string, unknown>
  if (typeof b.auctionAccessId !== 'string' || b.auctionAccessId === '') {
    return { status: 400, message: 'Missing or invalid field(s): auctionAccessId.' }
  }
  const account = findAuctionAccess(engine, b.auctionAccessId, String(b.last_name))
  if (!account) {
    return { status: 403, message: "The AuctionACCESS number and last name don't match an AuctionACCESS account." }
  }
  const blocking = account.issues.find((i) => i.blockingIssue)
  if (blocking) return { status: 403, message: blocking.message }
  if (!account.organizationIds.includes(Number(b.organizationExternalId))) {
    return { status: 403, message: 'That dealership is not on your AuctionACCESS account.' }
  }
  if (b.member_type === 'admin') return { status: 403, message: 'Registrants join their dealership as reps.' }
  if (findUserByEmail(engine.world, String(b.email))) {
    return { status: 409, message: `A user with e-mail ${String(b.email)} exists.` }
  }
  return undefined
}
