import { HttpResponse } from 'msw'
import type { Engine } from '../../engine/createEngine'
import type { Auction, User } from '../../world/types'
import { bearerUser } from './request'

/** `X-Server-Time` (epoch ms) goes on every response (ADR 0001), from the engine's clock. */
export const serverTime = (now: number): { headers: Record<string, string> } => ({
  headers: { 'X-Server-Time': String(now) },
})

/**
 * The error body of each gateway family (ADR 0001), as each contract's error schema says:
 * - `easypass` — `[{detail, code}]`: buying, constants, myauctions, savedauctions, settings;
 * - `identity` — `{message}`: identity, loyalty, notifications, search, terms;
 * - `service` — `{message, code}`: capital, inventory, myaccount, organization, transport.
 */
export type ErrorStyle = 'easypass' | 'identity' | 'service'

/** The easy-pass error body `[{detail, code}]`. */
export const easyPassError = (detail: string, code: string) => [{ detail, code }]

export const errorBody = (style: ErrorStyle, detail: string, code: string) =>
  style === 'easypass'
    ? easyPassError(detail, code)
    : style === 'identity'
      ? { message: detail }
      : { message: detail, code }

/** An error reply in the family's shape with `X-Server-Time`; success bodies stay typed by openapi-msw. */
export const errorReply = (engine: Engine, style: ErrorStyle, status: number, detail: string, code = 'error') =>
  HttpResponse.json(errorBody(style, detail, code), { status, ...serverTime(engine.now()) })

export const UNAUTHORIZED = {
  detail: 'Your session has expired or is not valid. Please sign in again.',
  code: 'unauthorized',
} as const

/** A signed-in user, or the reply that refuses the request. */
export type Gate =
  | { readonly user: User; readonly reply?: undefined }
  | { readonly user?: undefined; readonly reply: Response }

/**
 * The bearer's user after the engine caught up with its clock, or the 401 reply to send:
 * `const { user, reply } = signedIn(engine, 'easypass', request); if (reply) return response.untyped(reply)`.
 */
export const signedIn = (engine: Engine, style: ErrorStyle, request: Request): Gate => {
  engine.tick()
  const user = bearerUser(engine, request)
  return user ? { user } : { reply: errorReply(engine, style, 401, UNAUTHORIZED.detail, UNAUTHORIZED.code) }
}

/** The auction named by a path id, or the easy-pass 404 to send. */
export const auctionAt = (
  engine: Engine,
  id: unknown,
):
  | { readonly auction: Auction; readonly missing?: undefined }
  | { readonly auction?: undefined; readonly missing: Response } => {
  const text = String(id)
  const auction = /^\d+$/.test(text) ? engine.world.auctions.get(Number(text)) : undefined
  return auction
    ? { auction }
    : { missing: errorReply(engine, 'easypass', 404, `Auction ${text} was not found.`, 'not_found') }
}

/** `$5,200` (marketplace §9: USD, zero decimals). */
export const usd = (amount: number): string => `$${Math.round(amount).toLocaleString('en-US')}`
