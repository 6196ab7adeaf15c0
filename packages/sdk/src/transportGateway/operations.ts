import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The transport gateway's operations (contracts/openapi/transport.yaml): the filter search 6 retries
 * (marketplace.md 9), reads and the repeatable gate-pass PUT 3; upload and create never (they would duplicate).
 */
export const transportOperations: OperationTable = {
  'GET /transportation/requests': read('listTransportRequests'),
  'POST /transportation/requests': operation('createTransportRequest'),
  'GET /transportation/quote': read('getTransportQuote'),
  'POST /transportation/gate-pass': operation('uploadGatePass'),
  'GET /transportation/gate-pass/{fileKey}': read('downloadGatePass'),
  'PUT /transport-request/{id}': read('setGatePass'),
  'POST /transport-request/filter': operation('filterTransportRequests', { retries: 6 }),
  'GET /transportation/vin/{vin}/decode': read('decodeVin'),
  'GET /transportation/contact/dealer/{dealerId}': read('getTransportContact'),
  'POST /transportation/checkout-options': read('getCheckoutOptions'),
}
