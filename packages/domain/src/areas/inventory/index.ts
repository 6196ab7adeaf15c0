/** The inventory area (issue 12, ADR 0019): a dealership's inventory, its terms, photos, launches and CSV uploads. */
export type {
  InventoryLaunched,
  InventoryLaunchItem,
  InventoryLaunchLane,
  InventoryPage,
  InventoryQuery,
  InventorySavedAuction,
  InventoryStatus,
  InventoryTerms,
  InventoryTermsContent,
  InventoryVehicle,
  PhotoUpload,
  PickedFile,
  VehicleUploadReport,
} from './Inventory'
export { InventoryPhotos, InventoryService } from './Inventory'
export {
  CSV_ACCEPT,
  CSV_MAX_BYTES,
  csvRefusal,
  INVENTORY_LAUNCH_DURATIONS,
  INVENTORY_PAGE_SIZE,
  INVENTORY_TITLE_OPTIONS,
  InventoryStatusLabels,
  InventoryTexts,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  photoRefusal,
  VEHICLES_CSV_HEADER,
} from './inventoryRules'
export type { InventoryLaunchPlan, InventoryLaunchValues } from './launchInventory'
export { launchInventory, readInventoryLaunch } from './launchInventory'
