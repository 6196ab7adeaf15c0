import { type OperationTable, operation } from '../client/operations.js'

/**
 * The terms gateway's operations (contracts/openapi/terms.yaml). Reads are syncing calls, retried 3 times
 * (marketplace.md 9); accepting is idempotent on the server (accepting twice changes nothing), so it is retried 3
 * times too. The content is public: no bearer.
 */
export const termsOperations: OperationTable = {
  'GET /api/eulaacceptance/acceptancerequired': operation('getTermsAcceptanceRequired', { retries: 3 }),
  'POST /api/eulaacceptance/allusersorganizations': operation('acceptTerms', { retries: 3 }),
  'GET /eula/{id}/content': operation('getTermsContent', { retries: 3, bearer: false }),
  'GET /eula/{id}/pdf': operation('downloadTermsPdf', { retries: 3, bearer: false }),
}
