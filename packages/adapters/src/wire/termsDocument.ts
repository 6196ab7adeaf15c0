import type { TermsDocument } from '@gavel/domain'
import { guardOrThrow } from '../support/guarded'
import { isTermsContentWire, isTermsDocument } from './guards/generated/guards'
import { termsHtmlToBlocks } from './termsHtml'

const decodeContent = guardOrThrow(isTermsContentWire, 'terms content')
const decodeDocument = guardOrThrow(isTermsDocument, 'terms content')

/**
 * The content document (TermsContentWire of termsWire.ts) as plain-text blocks: the server's HTML never reaches a
 * screen. Its own module, which TermsOfServiceHttp loads on the first read of the content (docs/adr/0053).
 */
export const toTermsDocument = (payload: unknown): TermsDocument => {
  const w = decodeContent(payload)
  return decodeDocument({ title: w.title, blocks: termsHtmlToBlocks(w.content) })
}
