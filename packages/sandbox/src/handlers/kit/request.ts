import type { Engine } from '../../engine/createEngine'
import type { User } from '../../world/types'

/** The token of `Authorization: Bearer <token>`, or undefined. */
export const bearerToken = (request: Request): string | undefined =>
  /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1]

/** The user behind the bearer token, or undefined when it is missing, unknown or expired. */
export const bearerUser = (engine: Engine, request: Request): User | undefined => {
  const token = bearerToken(request)
  return token === undefined ? undefined : engine.sessions.userFor(token)
}

/** The JSON body, or undefined when it is absent or not JSON. */
export const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.clone().json()
  } catch {
    return undefined
  }
}

/** A body as a record (an empty one when it is not an object). */
export const asRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

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
  const record = asRecord(body)
  return Object.entries(fields)
    .filter(([name, type]) => !hasType(record[name], type))
    .map(([name]) => name)
}

/** Names of fields the contract does not allow (`additionalProperties: false`). */
export const unknownFields = (body: unknown, allowed: readonly string[]): string[] =>
  typeof body === 'object' && body !== null ? Object.keys(body).filter((k) => !allowed.includes(k)) : []

/** A whole number from a path or query value, or undefined. */
export const wholeNumber = (raw: unknown): number | undefined =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw)
    ? Number(raw)
    : typeof raw === 'number' && Number.isSafeInteger(raw)
      ? raw
      : undefined
