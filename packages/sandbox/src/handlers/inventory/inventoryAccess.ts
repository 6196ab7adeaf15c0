import type { Engine } from '../../engine/createEngine'
import { mayUse } from '../../world/inventory'
import type { User } from '../../world/types'
import { errorReply, type Gate, signedIn } from '../kit/replies'

/**
 * The bearer, once the inventory terms are accepted ("Inventory, with a terms-of-service gate", marketplace §2):
 * otherwise 401, or 403 `terms_required`.
 */
export const gated = (engine: Engine, request: Request): Gate => {
  const who = signedIn(engine, 'service', request)
  if (who.reply) return who
  if (!mayUse(engine, who.user))
    return {
      reply: errorReply(engine, 'service', 403, 'Accept the inventory terms of service first.', 'terms_required'),
    }
  return who
}

export const memberOf = (user: User, dealerId: unknown): dealerId is number =>
  Number.isSafeInteger(dealerId) && user.memberships.some((m) => m.dealerId === dealerId)

export const notYours = (engine: Engine, dealerId: unknown) =>
  errorReply(engine, 'service', 403, `Dealership ${String(dealerId)} is not one of yours.`, 'not_a_member')
