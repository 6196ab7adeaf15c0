import { createPortId } from './portId'

/**
 * The external tools of the header (shell §2.1): the Buying Matrix needs its token fetched first, Clear Car
 * Appraisal the extended-info token (shell §7 GET api/extendedinfotoken). Each method fetches a fresh short-lived
 * token and resolves with the address to open in a new tab. Our design (the spec does not show how the token
 * travels): in the URL fragment, so it never reaches a server log or a Referer header. Rejects with
 * SessionExpired, ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface ExternalTools {
  buyingMatrixUrl(): Promise<string>
  appraisalUrl(): Promise<string>
}
export const ExternalTools = createPortId<ExternalTools>('external-tools')
