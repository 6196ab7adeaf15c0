/**
 * How the middleware treats one operation. Each gateway client declares a table of these, keyed by
 * `METHOD /path` exactly as in its OpenAPI document.
 */
export interface OperationPolicy {
  /** The contract's operationId. */
  readonly operationId: string
  /**
   * Retries after the first attempt (marketplace.md 9: "6 default for search calls, bids and offers; 3 for syncing
   * and auction refetch").
   */
  readonly retries: number
  /** Sends `Authorization: Bearer` (every call except login, legacy login and refresh, ADR 0001). */
  readonly bearer: boolean
  /** A sign-in call: its 401 means wrong credentials, not an expired session. */
  readonly loginCall: boolean
  /** A data request, skipped while the user is idle (shell.md 4.2). Session calls are not. */
  readonly dataRequest: boolean
  /** Carries an `Idempotency-Key` that stays the same on every retry (bids and offers). */
  readonly idempotent: boolean
  /** Statuses that call `onUnauthorized`. */
  readonly unauthorizedStatuses: readonly number[]
}

export type OperationTable = Readonly<Record<string, OperationPolicy>>

/** Defaults for one operation; a table entry names only what differs. */
export const operation = (operationId: string, policy: Partial<Omit<OperationPolicy, 'operationId'>> = {}) =>
  ({
    operationId,
    retries: 0,
    bearer: true,
    loginCall: false,
    dataRequest: true,
    idempotent: false,
    unauthorizedStatuses: [401],
    ...policy,
  }) satisfies OperationPolicy

/** The policy of a call; an operation missing from the table gets safe defaults (GETs retried 3 times). */
export function policyOf(table: OperationTable, method: string, schemaPath: string): OperationPolicy {
  const key = `${method.toUpperCase()} ${schemaPath}`
  return table[key] ?? operation(key, { retries: method.toUpperCase() === 'GET' ? 3 : 0 })
}
