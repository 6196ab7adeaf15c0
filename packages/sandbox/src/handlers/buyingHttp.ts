import type { BuyingPaths } from '@gavel/sdk'
import { HttpResponse } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { Auction, User } from '../world/types'
import { bearerUser, easyPassError, type HandlerContext, serverTime, UNAUTHORIZED } from './http'

/** The buying gateway's typed MSW `http` (contracts/openapi/buying.yaml). */
export const buyingHttp = ({ baseUrls }: HandlerContext) => createOpenApiHttp<BuyingPaths>({ baseUrl: baseUrls.buying })

export type EasyStatus = 400 | 401 | 403 | 404 | 409 | 422

/** An easy-pass error `[{detail, code}]` with `X-Server-Time` (ADR 0001). */
export const easy = (engine: HandlerContext['engine'], status: EasyStatus, detail: string, code: string) =>
  HttpResponse.json(easyPassError(detail, code), { status, ...serverTime(engine.now()) })

/** The bearer's user, or the 401 to answer. */
export const buyer = (
  engine: HandlerContext['engine'],
  request: Request,
): { user: User; denied?: undefined } | { user?: undefined; denied: Response } => {
  const user = bearerUser(engine, request)
  return user ? { user } : { denied: easy(engine, 401, UNAUTHORIZED.detail, UNAUTHORIZED.code) }
}

/** The auction named by a path id, or the 404 to answer. */
export const auctionAt = (
  engine: HandlerContext['engine'],
  id: unknown,
): { auction: Auction; missing?: undefined } | { auction?: undefined; missing: Response } => {
  const text = String(id)
  const auction = /^\d+$/.test(text) ? engine.world.auctions.get(Number(text)) : undefined
  return auction ? { auction } : { missing: easy(engine, 404, `Auction ${text} was not found.`, 'not_found') }
}

export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** `$5,200` (marketplace §9: USD, zero decimals). */
export const usd = (amount: number): string => `$${Math.round(amount).toLocaleString('en-US')}`
