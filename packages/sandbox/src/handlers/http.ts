import type { Engine } from '../engine/createEngine'
import type { GatewayName } from '../gateways'
import type { User } from '../world/types'

/** Base URL of each gateway the handlers answer (ADR 0001: one base URL per gateway, from /config.json). */
export type BaseUrls = Readonly<Record<GatewayName, string>>

export interface HandlerContext {
  readonly engine: Engine
  readonly baseUrls: BaseUrls
}

/** `X-Server-Time` (epoch ms) goes on every response (ADR 0001), from the engine's clock. */
export const serverTime = (now: number): { headers: Record<string, string> } => ({
  headers: { 'X-Server-Time': String(now) },
})

/** The user behind `Authorization: Bearer <token>`, or undefined when missing, unknown or expired. */
export const bearerUser = (engine: Engine, request: Request): User | undefined => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')
  return match?.[1] === undefined ? undefined : engine.sessions.userFor(match[1])
}

export const bearerToken = (request: Request): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]

/** The JSON body, or undefined when it is absent or not JSON. */
export const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.clone().json()
  } catch {
    return undefined
  }
}

type FieldType = 'string' | 'boolean' | 'integer' | 'array'

const hasType = (value: unknown, type: FieldType): boolean => {
  switch (type) {
    case 'integer':
      return Number.isSafeInteger(value)
    case 'array':
      return Array.isArray(value)
    default:
      return typeof value === type
  }
}

/** Names of the fields that are missing or of the wrong type; an absent or non-object body misses them all. */
export const invalidFields = (body: unknown, fields: Readonly<Record<string, FieldType>>): string[] => {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  return Object.entries(fields)
    .filter(([name, type]) => !hasType(record[name], type))
    .map(([name]) => name)
}

/** Names of fields the contract does not allow (`additionalProperties: false`). */
export const unknownFields = (body: unknown, allowed: readonly string[]): string[] =>
  typeof body === 'object' && body !== null ? Object.keys(body).filter((k) => !allowed.includes(k)) : []

/** An easy-pass (buying gateway) error body: `[{ detail, code }]` (ADR 0001). */
export const easyPassError = (detail: string, code: string) => [{ detail, code }]

export const UNAUTHORIZED = {
  detail: 'Your session has expired or is not valid. Please sign in again.',
  code: 'unauthorized',
} as const
