import type { InventoryComponents } from '@gavel/sdk'
import type { Engine } from '../engine/createEngine'
import type { InventoryRecord } from '../world/inventory'
import { savedAuctionsState } from '../world/savedAuctions'

type InventoryVehicleWire = InventoryComponents['schemas']['InventoryVehicle']
type Status = InventoryComponents['schemas']['InventoryStatus']
const SOLD = ['counter_accepted', 'counter_original_accepted', 'ended_accepted']
const RUNNING = ['active', 'preview', 'run_list', 'negotiation', 'awaiting_acceptance', 'counter_sent']

/** in_stock until saved; saved until launched; at_auction while its auction runs; sold once accepted. */
export const inventoryStatus = (engine: Engine, r: InventoryRecord): Status => {
  const saved = r.savedAuctionId === null ? undefined : savedAuctionsState(engine).records.get(r.savedAuctionId)
  if (!saved) return 'in_stock'
  const auction = saved.auctionId === null ? undefined : engine.world.auctions.get(saved.auctionId)
  if (auction && SOLD.includes(auction.status)) return 'sold'
  if (auction && RUNNING.includes(auction.status)) return 'at_auction'
  return 'saved'
}

export const toInventoryWire = (engine: Engine, r: InventoryRecord, base: string): InventoryVehicleWire => ({
  id: r.id,
  dealer_id: r.dealerId,
  stock_number: r.stockNumber,
  vin: r.vehicle.vin,
  year: r.vehicle.year,
  make: r.vehicle.make,
  model: r.vehicle.model,
  trim: r.vehicle.trim,
  odometer: r.odometer,
  exterior_color: r.vehicle.exteriorColor,
  price: r.price,
  status: inventoryStatus(engine, r),
  days_in_stock: Math.max(0, Math.floor((engine.now() - r.addedAt) / 86_400_000)),
  image_urls: r.imageKeys.map((k) => `${base}/bff/inventory/images/${k}`),
  saved_auction_id: r.savedAuctionId,
})
