import type { Client } from 'openapi-fetch'
import { createGatewayClient } from '../client/createGatewayClient.js'
import type { SdkClientOptions } from '../client/options.js'
import type { paths } from '../generated/transport.js'
import { transportOperations } from './operations.js'

/** A typed client of the transport gateway (contracts/openapi/transport.yaml). Calls reject with `SdkError`. */
export type TransportClient = Client<paths, 'application/json'>

/** Sends `{ file }` as multipart form data (the gate pass upload, marketplace.md 7). */
export const gatePassForm = (body: { file: Blob | string }): FormData => {
  const form = new FormData()
  form.append('file', body.file)
  return form
}

/**
 * Transport requests, quotes, gate passes, VIN decoding and checkout options (marketplace.md 7 Transport).
 *
 * @example
 * const transport = createTransportClient({ baseUrl: config.gateways.transport, clientVersion: '1.0.0', getAccessToken })
 * const { data } = await transport.POST('/transportation/gate-pass', {
 *   body: { file: pdf as unknown as string },
 *   bodySerializer: gatePassForm,
 * })
 * await transport.PUT('/transport-request/{id}', { params: { path: { id: jobId } }, body: { gatePassFileKey: data.data.fileKey } })
 */
export const createTransportClient = (options: SdkClientOptions): TransportClient =>
  createGatewayClient<paths>(options, transportOperations)
