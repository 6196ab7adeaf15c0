import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isShortLivedTokenWire } from './guards/generated/guards'

/** ShortLivedToken of contracts/openapi/identity.yaml: an opaque token and its lifetime in seconds. */
export const ShortLivedTokenWire = Schema.Struct({ token: Schema.String, expires_in: Schema.Int })

/** The token of a ShortLivedToken payload; a malformed one is a MalformedResponse. */
export const tokenOf = (operation: string) => {
  const decode = guardOrThrow(isShortLivedTokenWire, operation)
  return (payload: unknown): string => decode(payload).token
}
