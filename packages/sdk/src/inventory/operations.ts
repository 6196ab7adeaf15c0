import { type OperationTable, operation } from '../client/operations.js'

const read = (operationId: string) => operation(operationId, { retries: 3 })

/**
 * The inventory gateway's operations (contracts/openapi/inventory.yaml): lists are search calls (6 retries,
 * marketplace.md 9), other reads 3; writes never (a retried send or launch could act twice), except accepting the
 * terms, which is safe to repeat.
 */
export const inventoryOperations: OperationTable = {
  'GET /bff/inventory/v1': operation('listInventoryV1', { retries: 6 }),
  'GET /bff/inventory/v2': operation('listInventoryV2', { retries: 6 }),
  'GET /bff/inventory/v3': operation('listInventoryV3', { retries: 6 }),
  'POST /bff/inventory/send_to_acv': operation('sendToAcv'),
  'POST /bff/inventory/create_saved_auction': operation('createSavedAuctionFromInventory'),
  'POST /bff/inventory/saved_auctions/bulk': operation('createSavedAuctionsBulk'),
  'POST /bff/inventory/saved_auctions/v2': operation('createSavedAuctionV2'),
  'POST /bff/inventory/saved_auctions/bulk_launch': operation('bulkLaunchFromInventory'),
  'POST /bff/inventory/saved_auctions/bulk_launch_g_sale': operation('bulkLaunchGuaranteedSale'),
  'GET /bff/inventory/export_data': read('exportInventory'),
  'POST /bff/inventory/upload_inventory_images': operation('uploadInventoryImages'),
  'GET /bff/inventory/images/{key}': read('getInventoryImage'),
  'POST /bff/inventory/vehicles/upload': operation('uploadVehicles'),
  'POST /bff/inventory/vehicles/process': operation('processVehicles'),
  'GET /bff/inventory/terms_of_service': read('getInventoryTerms'),
  'GET /bff/inventory/terms_of_service/content': read('getInventoryTermsContent'),
  'POST /bff/inventory/terms_of_service': read('acceptInventoryTerms'),
}
