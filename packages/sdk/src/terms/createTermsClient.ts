import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/terms.js'
import { termsOperations } from './operations.js'

/** A typed client of the terms gateway (contracts/openapi/terms.yaml). Calls reject with `SdkError`. */
export type TermsClient = Client<paths, 'application/json'>

/**
 * Terms of service (marketplace.md 7): whether acceptance is required, the content, and accepting. The PDF is a
 * plain download link, `${baseUrl}/eula/${id}/pdf` (public, no bearer).
 *
 * @example
 * const terms = createTermsClient({ baseUrl: config.gateways.terms, clientVersion, getAccessToken })
 * const { data } = await terms.GET('/api/eulaacceptance/acceptancerequired')
 * if (data.eulaAcceptanceRequired) await terms.POST('/api/eulaacceptance/allusersorganizations', {
 *   body: { eulaId: data.eula.id, acceptedDate: new Date().toISOString() },
 * })
 */
export const createTermsClient = (options: SdkClientOptions): TermsClient =>
  createGatewayClient<paths>(options, termsOperations)
