import { Schema } from 'effect'

/** The current terms and whether the user must accept them (marketplace §7: eulaAcceptanceRequired, eula {url, id}). */
export const TermsCheck = Schema.Struct({
  acceptanceRequired: Schema.Boolean,
  eula: Schema.Struct({ id: Schema.String, url: Schema.String }),
})
export type TermsCheck = typeof TermsCheck.Type

/** One block of the terms as plain text: a heading, a paragraph or a list item. Never markup. */
export const TermsBlock = Schema.Struct({
  kind: Schema.Literals(['heading', 'paragraph', 'item']),
  text: Schema.String,
})
export type TermsBlock = typeof TermsBlock.Type

/**
 * The terms' content as the modal shows it (marketplace §7: "Content is fetched from the eula url (JSON with
 * content)"): plain-text blocks, so a screen renders text and never the server's HTML.
 */
export const TermsDocument = Schema.Struct({
  title: Schema.String,
  blocks: Schema.Array(TermsBlock),
})
export type TermsDocument = typeof TermsDocument.Type
