import type { Engine } from '../engine/createEngine'
import { mayUse } from '../world/inventory'
import type { User } from '../world/types'
import { errorReply, signedIn } from './areaReplies'

/**
 * The bearer, once the inventory terms are accepted ("Inventory, with a terms-of-service gate", marketplace §2):
 * otherwise 401, or 403 `terms_required`.
 */
export const gated = (engine: Engine, request: Request): { readonly user: User } | { readonly reply: Response } => {
  const who = signedIn(engine, 'message', request)
  if ('reply' in who) return who
  if (!mayUse(engine, who.user))
    return {
      reply: errorReply(engine, 'message', 403, 'Accept the inventory terms of service first.', 'terms_required'),
    }
  return who
}

export const memberOf = (user: User, dealerId: unknown): dealerId is number =>
  Number.isSafeInteger(dealerId) && user.memberships.some((m) => m.dealerId === dealerId)

export const notYours = (engine: Engine, dealerId: unknown) =>
  errorReply(engine, 'message', 403, `Dealership ${String(dealerId)} is not one of yours.`, 'not_a_member')
