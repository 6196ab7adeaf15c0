import { type TermsCheck, type TermsDocument, TermsDocument as TermsDocumentSchema } from '@gavel/domain'
import { Schema } from 'effect'
import { decodeOrThrow } from '../support/decode'
import { termsHtmlToBlocks } from './termsHtml'

/** AcceptanceRequired of contracts/openapi/terms.yaml: eulaAcceptanceRequired and eula {url, id}. */
export const AcceptanceRequiredWire = Schema.Struct({
  eulaAcceptanceRequired: Schema.Boolean,
  eula: Schema.Struct({ id: Schema.Int, url: Schema.String }),
})

/** TermsContent of contracts/openapi/terms.yaml: JSON with content (HTML), id and title. */
export const TermsContentWire = Schema.Struct({ id: Schema.Int, title: Schema.String, content: Schema.String })

/** AcceptanceResult of contracts/openapi/terms.yaml: eulaAcceptances. */
export const AcceptanceResultWire = Schema.Struct({ eulaAcceptances: Schema.Array(Schema.Unknown) })

const decodeCheck = decodeOrThrow(AcceptanceRequiredWire, 'terms check')
const decodeContent = decodeOrThrow(TermsContentWire, 'terms content')
const decodeDocument = decodeOrThrow(TermsDocumentSchema, 'terms content')
export const decodeAcceptance = decodeOrThrow(AcceptanceResultWire, 'terms acceptance')

export const toTermsCheck = (payload: unknown): TermsCheck => {
  const w = decodeCheck(payload)
  return { acceptanceRequired: w.eulaAcceptanceRequired, eula: { id: String(w.eula.id), url: w.eula.url } }
}

/** The content document as plain-text blocks: the server's HTML never reaches a screen. */
export const toTermsDocument = (payload: unknown): TermsDocument => {
  const w = decodeContent(payload)
  return decodeDocument({ title: w.title, blocks: termsHtmlToBlocks(w.content) })
}
