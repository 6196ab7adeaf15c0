import { dealerId } from '@gavel/domain'
import type {
  InventorySavedAuction,
  InventoryTerms,
  InventoryTermsContent,
  InventoryVehicle,
  VehicleUploadReport,
} from '@gavel/domain/areas/inventory'
import { Schema } from 'effect'
import { decodeOrThrow } from '../../support/decode'

const Vehicle = Schema.Struct({
  id: Schema.Int,
  dealer_id: Schema.Int,
  stock_number: Schema.String,
  vin: Schema.String,
  year: Schema.Int,
  make: Schema.String,
  model: Schema.String,
  trim: Schema.NullOr(Schema.String),
  odometer: Schema.NullOr(Schema.Int),
  exterior_color: Schema.NullOr(Schema.String),
  price: Schema.NullOr(Schema.Int),
  status: Schema.Literals(['in_stock', 'saved', 'at_auction', 'sold']),
  days_in_stock: Schema.Int,
  image_urls: Schema.Array(Schema.String),
  saved_auction_id: Schema.NullOr(Schema.Int),
})
type VehicleWire = typeof Vehicle.Type

export const toVehicle = (w: VehicleWire): InventoryVehicle => ({
  id: w.id,
  dealerId: dealerId(w.dealer_id),
  stockNumber: w.stock_number,
  vin: w.vin,
  year: w.year,
  make: w.make,
  model: w.model,
  trim: w.trim,
  odometer: w.odometer,
  exteriorColor: w.exterior_color,
  price: w.price,
  status: w.status,
  daysInStock: w.days_in_stock,
  imageUrls: w.image_urls,
  savedAuctionId: w.saved_auction_id,
})

export const decodePage = decodeOrThrow(
  Schema.Struct({ results: Schema.Array(Vehicle), total: Schema.Int }),
  'listInventory',
)

const Terms = Schema.Struct({ eulaId: Schema.String, url: Schema.String, acceptanceRequired: Schema.Boolean })
const decodeTermsWire = decodeOrThrow(Terms, 'inventoryTerms')
export const decodeTerms = (u: unknown): InventoryTerms => {
  const t = decodeTermsWire(u)
  return { eulaId: t.eulaId, url: t.url, acceptanceRequired: t.acceptanceRequired }
}

const decodeContentWire = decodeOrThrow(
  Schema.Struct({ title: Schema.String, content: Schema.String }),
  'inventoryTermsContent',
)
export const decodeTermsContent = (u: unknown): InventoryTermsContent => {
  const c = decodeContentWire(u)
  return { title: c.title, content: c.content }
}

const Ref = Schema.Struct({ inventory_id: Schema.Int, saved_auction_id: Schema.Int, status: Schema.String })
const toRef = (r: typeof Ref.Type): InventorySavedAuction => ({
  inventoryId: r.inventory_id,
  savedAuctionId: r.saved_auction_id,
  status: r.status,
})
const decodeRefWire = decodeOrThrow(Ref, 'createSavedAuction')
export const decodeRef = (u: unknown) => toRef(decodeRefWire(u))
const decodeRefsWire = decodeOrThrow(Schema.Struct({ results: Schema.Array(Ref) }), 'sendToAcv')
export const decodeRefs = (u: unknown) => decodeRefsWire(u).results.map(toRef)

const decodeLaunchedWire = decodeOrThrow(
  Schema.Struct({
    results: Schema.Array(
      Schema.Struct({ inventory_id: Schema.Int, saved_auction_id: Schema.Int, auction_id: Schema.Int }),
    ),
  }),
  'inventoryBulkLaunch',
)
export const decodeLaunched = (u: unknown) =>
  decodeLaunchedWire(u).results.map((r) => ({
    inventoryId: r.inventory_id,
    savedAuctionId: r.saved_auction_id,
    auctionId: r.auction_id,
  }))

const decodeUploadWire = decodeOrThrow(
  Schema.Struct({
    upload_id: Schema.String,
    rows: Schema.Int,
    accepted: Schema.Int,
    rejected: Schema.Int,
    errors: Schema.Array(Schema.Struct({ row: Schema.Int, message: Schema.String })),
  }),
  'uploadVehicles',
)
export const decodeUpload = (u: unknown): VehicleUploadReport => {
  const w = decodeUploadWire(u)
  return { uploadId: w.upload_id, rows: w.rows, accepted: w.accepted, rejected: w.rejected, errors: w.errors }
}

const decodeProcessedWire = decodeOrThrow(Schema.Struct({ created: Schema.Array(Vehicle) }), 'processVehicles')
export const decodeProcessed = (u: unknown) => decodeProcessedWire(u).created.map(toVehicle)

const decodeImagesWire = decodeOrThrow(Schema.Struct({ image_urls: Schema.Array(Schema.String) }), 'uploadImages')
export const decodeImages = (u: unknown): readonly string[] => decodeImagesWire(u).image_urls

/** "Vehicle 30001: reason" (the inventory bulk launch's refusal, code not_launchable) → the vehicle and reason. */
export const readRefusal = (message: string): { inventoryId: number; message: string } | null => {
  const m = /^Vehicle (\d+): (.+)$/s.exec(message)
  return m ? { inventoryId: Number(m[1]), message: m[2] ?? message } : null
}
