import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The saved-auctions gateway's operations (contracts/openapi/savedauctions.yaml): reads 3 retries (marketplace.md
 * 9); launching and saving never (a retried launch could launch twice); deleting by ids is safe to repeat (3); an inspection request never, its cancel 3.
 */
export const savedAuctionsOperations: OperationTable = {
  'GET /launch/v1/{id}/details': read('getLaunchDetails'),
  'POST /launch/v1/{id}/launch_auction': operation('launchSavedAuction'),
  'POST /launch/v1/bulk_auction_launch': operation('launchSavedAuctions'),
  'GET /launch/v1/auctions/{auctionId}/changes': read('getRunChanges'),
  'GET /saved_auctions': read('listSavedAuctions'),
  'POST /saved_auctions': operation('createSavedAuction'),
  'DELETE /saved_auctions': read('deleteSavedAuctions'),
  'GET /bff/saved_auctions': read('listSavedAuctionsBff'),
  'POST /bff/saved_auctions': operation('createSavedAuctionBff'),
  'DELETE /bff/saved_auctions': read('deleteSavedAuctionsBff'),
  // Inspections (docs/adr/0045): a request carries its Idempotency-Key and is never retried; a cancel is safe to repeat.
  'GET /inspections/v1/options': read('getInspectionOptions'),
  'GET /inspections/v1/requests': read('listInspectionRequests'),
  'POST /inspections/v1/requests': operation('requestInspection'),
  'POST /inspections/v1/requests/{requestId}/cancel': read('cancelInspectionRequest'),
}
