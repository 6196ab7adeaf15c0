import createClient, { type Client } from 'openapi-fetch'
import { bearerToken } from '../middleware/bearerToken.js'
import { cancelWhenIdle } from '../middleware/cancelWhenIdle.js'
import { clientHeaders } from '../middleware/clientHeaders.js'
import { idempotencyKey } from '../middleware/idempotencyKey.js'
import { normaliseErrors } from '../middleware/normaliseErrors.js'
import { retry } from '../middleware/retry.js'
import { serverTime } from '../middleware/serverTime.js'
import { unauthorized } from '../middleware/unauthorized.js'
import { lateBoundFetch, timeoutFetch } from '../transport/timeoutFetch.js'
import { gatewayContext } from './context.js'
import type { OperationTable } from './operations.js'
import type { SdkClientOptions } from './options.js'

const DEFAULT_TIMEOUT_MS = 30_000

/**
 * One openapi-fetch client for one gateway, with the shared middleware (`docs/architecture.md`, SDK). Order matters:
 * `onRequest` runs top to bottom, `onResponse`/`onError` bottom to top, so retries settle before the 401 hook,
 * the server clock and the error normalisation see the final answer.
 */
export function createGatewayClient<Paths extends {}>(
  options: SdkClientOptions,
  operations: OperationTable,
): Client<Paths, 'application/json'> {
  const ctx = gatewayContext(options, operations)
  const client = createClient<Paths, 'application/json'>({
    baseUrl: options.baseUrl,
    fetch: timeoutFetch(options.fetch ?? lateBoundFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  })
  client.use(
    normaliseErrors(ctx),
    serverTime(ctx),
    unauthorized(ctx),
    cancelWhenIdle(ctx),
    clientHeaders(ctx),
    bearerToken(ctx),
    idempotencyKey(ctx),
    retry(ctx),
  )
  return client
}
