import { type OperationTable, operation } from '../client/operations.js'

/**
 * The buying gateway's operations (contracts/openapi/buying.yaml) with the spec's retry budgets
 * (marketplace.md 9): search calls and bids 6, auction refetch 3.
 */
export const buyingOperations: OperationTable = {
  'POST /bff/filters/auctions/buying/active': operation('listActiveAuctions', { retries: 6 }),
  'POST /bff/filters/auctions/buying/counts': operation('countAuctions', { retries: 6 }),
  'GET /bff/auctions/buying/search/auction/{id}': operation('getAuction', { retries: 3 }),
  'POST /auction/{id}/bid': operation('placeBid', { retries: 6, idempotent: true }),
}
