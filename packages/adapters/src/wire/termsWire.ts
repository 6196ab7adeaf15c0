import type { TermsCheck } from '@gavel/domain'
import { Schema } from 'effect'
import { guardOrThrow } from '../support/guarded'
import { isAcceptanceRequiredWire, isAcceptanceResultWire } from './guards/generated/guards'

/** AcceptanceRequired of contracts/openapi/terms.yaml: eulaAcceptanceRequired and eula {url, id}. */
export const AcceptanceRequiredWire = Schema.Struct({
  eulaAcceptanceRequired: Schema.Boolean,
  eula: Schema.Struct({ id: Schema.Int, url: Schema.String }),
})

/** TermsContent of contracts/openapi/terms.yaml: JSON with content (HTML), id and title. */
export const TermsContentWire = Schema.Struct({ id: Schema.Int, title: Schema.String, content: Schema.String })

/** AcceptanceResult of contracts/openapi/terms.yaml: eulaAcceptances. */
export const AcceptanceResultWire = Schema.Struct({ eulaAcceptances: Schema.Array(Schema.Unknown) })

const decodeCheck = guardOrThrow(isAcceptanceRequiredWire, 'terms check')
export const decodeAcceptance = guardOrThrow(isAcceptanceResultWire, 'terms acceptance')

export const toTermsCheck = (payload: unknown): TermsCheck => {
  const w = decodeCheck(payload)
  return { acceptanceRequired: w.eulaAcceptanceRequired, eula: { id: String(w.eula.id), url: w.eula.url } }
}
