import { createPortId } from './portId'

/** Where to send the dealer and the short-lived token to hand over: posted in a form body, never in a URL. */
export interface ToolLaunch {
  readonly url: string
  readonly token: string
}

/**
 * The external tools of the header (shell §2.1): the Buying Matrix needs its token fetched first, Clear Car
 * Appraisal the extended-info token (shell §7 GET api/extendedinfotoken). Each method fetches a fresh short-lived
 * token and resolves with the tool's address and the token. Our design (the spec does not show how the token
 * travels): the new tab receives it as a POST form field, so it never appears in a URL, the history, a server log
 * or a Referer header. Rejects with SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface ExternalTools {
  buyingMatrix(): Promise<ToolLaunch>
  appraisal(): Promise<ToolLaunch>
}
export const ExternalTools = createPortId<ExternalTools>('external-tools')
