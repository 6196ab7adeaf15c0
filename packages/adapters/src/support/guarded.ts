import { MalformedResponse, Messages } from '@gavel/domain'

/**
 * Check an unknown payload with a guard generated from its Schema (docs/adr/0021, 0039): the same verdict as decoding
 * with the Schema, without effect's runtime. A payload that breaks it becomes a MalformedResponse (shown as the
 * default API text), never a crash further in.
 */
export const guardOrThrow =
  <T>(guard: (u: unknown) => u is T, operation: string) =>
  (input: unknown): T => {
    if (guard(input)) return input
    throw new MalformedResponse({
      message: Messages.defaultApiError,
      operation,
      detail: `the ${operation} payload does not match its Schema`,
    })
  }
