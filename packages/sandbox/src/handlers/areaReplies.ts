import { HttpResponse } from 'msw'
import type { Engine } from '../engine/createEngine'
import type { User } from '../world/types'
import { bearerUser, easyPassError, serverTime, UNAUTHORIZED } from './http'

/**
 * Error replies of the gateways added after the skeleton. The success bodies stay typed by openapi-msw; an
 * error goes out untyped here with `X-Server-Time`, in the gateway family's shape (ADR 0001): the easy-pass
 * array `[{detail, code}]` or the service body `{message, code}`.
 */
export type ErrorStyle = 'easypass' | 'message'

export const errorBody = (style: ErrorStyle, detail: string, code: string) =>
  style === 'easypass' ? easyPassError(detail, code) : { message: detail, code }

export const errorReply = (engine: Engine, style: ErrorStyle, status: number, detail: string, code: string) =>
  HttpResponse.json(errorBody(style, detail, code), { status, ...serverTime(engine.now()) })

/** The bearer's user after the engine caught up, or the 401 reply to send. */
export const signedIn = (
  engine: Engine,
  style: ErrorStyle,
  request: Request,
): { readonly user: User } | { readonly reply: Response } => {
  engine.tick()
  const user = bearerUser(engine, request)
  return user ? { user } : { reply: errorReply(engine, style, 401, UNAUTHORIZED.detail, UNAUTHORIZED.code) }
}

/** A whole number from a path or query value, or undefined. */
export const wholeNumber = (raw: unknown): number | undefined =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw)
    ? Number(raw)
    : typeof raw === 'number' && Number.isSafeInteger(raw)
      ? raw
      : undefined
