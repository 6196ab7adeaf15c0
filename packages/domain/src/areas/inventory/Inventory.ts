import type { DownloadedFile } from '../../model/auctionInsights'
import type { DealerId } from '../../model/ids'
import { createPortId } from '../../ports/portId'
import type { DownloadProgress } from '../selling/SellingLists'

/** Where an inventory vehicle stands (contracts/openapi/inventory.yaml InventoryStatus). */
export type InventoryStatus = 'in_stock' | 'saved' | 'at_auction' | 'sold'

/** One vehicle of a dealership's inventory (marketplace §7 Inventory service; our design). */
export interface InventoryVehicle {
  readonly id: number
  readonly dealerId: DealerId
  readonly stockNumber: string
  readonly vin: string
  readonly year: number
  readonly make: string
  readonly model: string
  readonly trim: string | null
  readonly odometer: number | null
  readonly exteriorColor: string | null
  /** Asking price, whole dollars. */
  readonly price: number | null
  readonly status: InventoryStatus
  readonly daysInStock: number
  readonly imageUrls: readonly string[]
  readonly savedAuctionId: number | null
}

export interface InventoryQuery {
  readonly dealerId: DealerId
  readonly from: number
  readonly size: number
  readonly query: string
  readonly status: InventoryStatus | null
}

export interface InventoryPage {
  readonly vehicles: readonly InventoryVehicle[]
  readonly total: number
}

/** The inventory's own terms of service (marketplace §7 "Inventory also has terms_of_service GET and POST"). */
export interface InventoryTerms {
  readonly eulaId: string
  readonly url: string
  readonly acceptanceRequired: boolean
}

export interface InventoryTermsContent {
  readonly title: string
  /** Plain text, paragraphs separated by blank lines. */
  readonly content: string
}

/** A vehicle's saved auction, made from the inventory (send_to_acv, create_saved_auction, saved_auctions/bulk). */
export interface InventorySavedAuction {
  readonly inventoryId: number
  readonly savedAuctionId: number
  readonly status: string
}

/** The launch choices of one inventory vehicle (bulk_launch, bulk_launch_g_sale). */
export interface InventoryLaunchItem {
  readonly inventoryId: number
  readonly floorPrice: number | null
  readonly startPrice: number
  readonly durationInSeconds: number
  readonly titleOption: string
}

export interface InventoryLaunched {
  readonly inventoryId: number
  readonly savedAuctionId: number
  readonly auctionId: number
}

/** The lane of an inventory bulk launch: live, or guaranteed sale (launch_gtd_sale users). */
export type InventoryLaunchLane = 'live' | 'guaranteed_sale'

/** The checked rows of an uploaded vehicles CSV, kept until processed. */
export interface VehicleUploadReport {
  readonly uploadId: string
  readonly rows: number
  readonly accepted: number
  readonly rejected: number
  readonly errors: readonly { readonly row: number; readonly message: string }[]
}

/** A file the dealer picked (a browser File fits this shape). */
export interface PickedFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

/**
 * The inventory service (marketplace §7): lists, terms, saved auctions and launches, export and the vehicles CSV.
 * A launch is never retried by the adapter; `bulkLaunch` is all or nothing: a refusal rejects with
 * BulkLaunchRefused whose refusals name saved auctions by inventory id.
 */
export interface InventoryService {
  list(query: InventoryQuery): Promise<InventoryPage>
  terms(): Promise<InventoryTerms>
  termsContent(url: string): Promise<InventoryTermsContent>
  acceptTerms(eulaId: string, acceptedAt: Date): Promise<InventoryTerms>
  sendToAcv(dealerId: DealerId, inventoryIds: readonly number[]): Promise<readonly InventorySavedAuction[]>
  createSavedAuction(dealerId: DealerId, inventoryId: number): Promise<InventorySavedAuction>
  savedAuctionsFor(dealerId: DealerId, inventoryIds: readonly number[]): Promise<readonly InventorySavedAuction[]>
  bulkLaunch(lane: InventoryLaunchLane, items: readonly InventoryLaunchItem[]): Promise<readonly InventoryLaunched[]>
  exportCsv(query: InventoryQuery, onProgress?: (progress: DownloadProgress) => void): Promise<DownloadedFile>
  uploadVehicles(dealerId: DealerId, file: PickedFile): Promise<VehicleUploadReport>
  processVehicles(uploadId: string): Promise<readonly InventoryVehicle[]>
}
export const InventoryService = createPortId<InventoryService>('inventory-service')

/** One photo upload under way: progress 0 to 1; `cancel()` rejects `done` with RequestCanceled. */
export interface PhotoUpload {
  readonly done: Promise<readonly string[]>
  cancel(): void
}

/** Photos of an inventory vehicle, one file per request so each has its own progress (upload_inventory_images). */
export interface InventoryPhotos {
  upload(inventoryId: number, file: PickedFile, onProgress: (fraction: number) => void): PhotoUpload
}
export const InventoryPhotos = createPortId<InventoryPhotos>('inventory-photos')
