import type { Middleware } from 'openapi-fetch'
import type { GatewayContext } from '../client/context.js'
import { httpError } from '../errors/httpError.js'
import { SdkError } from '../errors/SdkError.js'
import { toSdkError } from '../errors/toSdkError.js'

const hasNoBody = (response: Response): boolean =>
  response.status === 204 || response.headers.get('Content-Length') === '0'

/** A body that says it is JSON, or says nothing, must parse; a file (PDF, CSV, image) is the caller's to read. */
const claimsJson = (response: Response): boolean => {
  const type = response.headers.get('Content-Type')
  return type === null || /\bjson\b/i.test(type)
}

/**
 * Every failure becomes one `SdkError` and the call rejects with it, so a caller never reads openapi-fetch's
 * `error` branch: a non-2xx answer is `http` (easy-pass details or identity message), a 2xx body that claims to be JSON but
 * is not is `malformed` (files such as a bill of sale PDF pass through for `parseAs: 'blob'`), a thrown fetch is `network`/`timeout`/`canceled`. Registered first, so it runs last.
 */
export function normaliseErrors(ctx: GatewayContext): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const operation = ctx.policy(request, schemaPath).operationId
      if (!response.ok) throw await httpError(response, operation)
      if (hasNoBody(response) || !claimsJson(response)) return undefined
      const text = await response.clone().text()
      if (text === '') return undefined
      try {
        JSON.parse(text)
      } catch (cause) {
        throw new SdkError({ kind: 'malformed', status: response.status, operation, cause })
      }
      return undefined
    },
    onError({ request, error, schemaPath }) {
      return toSdkError(error, ctx.policy(request, schemaPath).operationId)
    },
  }
}
