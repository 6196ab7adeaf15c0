import { type OperationTable, operation } from '../client/operations.js'

/**
 * The loyalty gateway's operations (contracts/openapi/loyalty.yaml). Reads are syncing calls, retried 3 times
 * (marketplace.md 9); opt-in is idempotent on the server (enrolling twice changes nothing), so it is retried 3
 * times too.
 */
export const loyaltyOperations: OperationTable = {
  'GET /api/loyalty/eligibility/{dealerId}': operation('getLoyaltyEligibility', { retries: 3 }),
  'GET /api/loyalty/v2/eligibility': operation('listLoyaltyEligibility', { retries: 3 }),
  'GET /api/loyalty/v2/opt-in/status': operation('listLoyaltyOptInStatus', { retries: 3 }),
  'POST /api/loyalty/v2/opt-in': operation('optInToLoyalty', { retries: 3 }),
}
