import { MalformedResponse, Messages } from '@gavel/domain'
import { Result, Schema } from 'effect'

/**
 * Decode an unknown payload with a Schema. A payload that breaks the schema becomes a MalformedResponse
 * (shown as the default API text), never a crash further in.
 */
export const decodeOrThrow =
  <S extends Schema.ConstraintDecoder<unknown>>(schema: S, operation: string) =>
  (input: unknown): S['Type'] => {
    const result = Schema.decodeUnknownResult(schema)(input)
    if (Result.isSuccess(result)) return result.success
    throw new MalformedResponse({ message: Messages.defaultApiError, operation, detail: result.failure.message })
  }
