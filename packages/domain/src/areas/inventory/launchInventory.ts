import { dollars, auctionId as toAuctionId, dealerId as toDealerId, userId as toUserId } from '../../model/ids'
import type { LaunchPayload } from '../../model/savedAuction'
import type { AuctionLaunch } from '../selling/AuctionLaunch'
import { type BulkLaunchReport, bulkLaunch } from '../selling/bulkLaunch'
import { readLaunchForm } from '../selling/launchForm'
import { BulkLaunchRefused } from '../selling/sellingErrors'
import type { InventoryLaunchItem, InventoryLaunchLane, InventorySavedAuction, InventoryService } from './Inventory'

/** A vehicle to launch: its saved auction (made first) and the seller's choices. */
export interface InventoryLaunchPlan {
  readonly saved: InventorySavedAuction
  readonly vin: string
  readonly dealerId: number
  readonly item: InventoryLaunchItem
}

/**
 * Launches inventory vehicles through the domain's bulk launch (selling bulkLaunch: batches of 50, a refused vehicle
 * reported and the rest sent again, a failure never retried, so no vehicle launches twice). The inventory's bulk
 * call (bulk_launch, or bulk_launch_g_sale for guaranteed sale) names vehicles by inventory id; outcomes name them by
 * saved auction id, as the selling panel does.
 */
export const launchInventory = (
  port: InventoryService,
  lane: InventoryLaunchLane,
  plans: readonly InventoryLaunchPlan[],
  requestorUserId: number,
  onProgress?: (settled: number, total: number) => void,
): Promise<BulkLaunchReport> => {
  const bySaved = new Map(plans.map((p) => [p.saved.savedAuctionId, p]))
  const byInventory = new Map(plans.map((p) => [p.item.inventoryId, p]))
  const launchMany: AuctionLaunch['launchMany'] = async (payloads) => {
    const items = payloads.flatMap((p) => {
      const plan = bySaved.get(p.savedAuctionId)
      return plan ? [plan.item] : []
    })
    try {
      const launched = await port.bulkLaunch(lane, items)
      return launched.map((l) => ({
        savedAuctionId: l.savedAuctionId,
        auctionId: toAuctionId(l.auctionId),
        auctionStatus: 'active',
      }))
    } catch (cause) {
      if (!(cause instanceof BulkLaunchRefused)) throw cause
      throw new BulkLaunchRefused({
        message: cause.message,
        refusals: cause.refusals.flatMap((r) => {
          const plan = byInventory.get(r.savedAuctionId)
          return plan ? [{ savedAuctionId: plan.saved.savedAuctionId, message: r.message }] : []
        }),
      })
    }
  }
  const launcher: AuctionLaunch = {
    launch: async (payload) => {
      const [one] = await launchMany([payload])
      if (!one) throw new BulkLaunchRefused({ message: 'No data returned from bulk auction launch.', refusals: [] })
      return one
    },
    launchMany,
  }
  const payloads: LaunchPayload[] = plans.map((p) => ({
    vin: p.vin,
    dealerId: toDealerId(p.dealerId),
    autosell: false,
    floorPrice: p.item.floorPrice === null ? null : dollars(p.item.floorPrice),
    greenLight: true,
    lane: lane === 'live' ? 'live_auction' : 'guaranteed_sale',
    laneId: null,
    durationInSeconds: p.item.durationInSeconds,
    addressId: null,
    titleOption: p.item.titleOption,
    startPrice: dollars(p.item.startPrice),
    auctionStartTime: null,
    savedAuctionId: p.saved.savedAuctionId,
    source: 'inventory',
    requestorUserId: toUserId(requestorUserId),
  }))
  return bulkLaunch(launcher, payloads, onProgress)
}

/** One vehicle's launch form as typed (the floor price per vehicle; the rest shared by the batch). */
export interface InventoryLaunchValues {
  readonly floorPrice: string
  readonly startPrice: string
  readonly durationInSeconds: number
  readonly titleOption: string
}

/**
 * Checks one vehicle's choices with the selling launch form's rules and texts (a floor price at least the start
 * price, whole dollars, a title option): the launch item, or the first error.
 */
export const readInventoryLaunch = (
  inventoryId: number,
  values: InventoryLaunchValues,
  lane: InventoryLaunchLane,
): { readonly ok: true; readonly item: InventoryLaunchItem } | { readonly ok: false; readonly error: string } => {
  const option = { lane: lane === 'live' ? 'live_auction' : 'guaranteed_sale', laneId: 0, name: lane } as const
  const result = readLaunchForm(
    {
      laneKey: `${option.lane}:0`,
      floorPrice: values.floorPrice,
      startPrice: values.startPrice,
      durationInSeconds: values.durationInSeconds,
      titleOption: values.titleOption,
      addressId: null,
      greenLight: true,
      autosell: false,
      launchWindow: '',
    },
    [option],
    false,
  )
  if (!result.ok) return { ok: false, error: Object.values(result.errors)[0] ?? '' }
  return {
    ok: true,
    item: {
      inventoryId,
      floorPrice: result.choice.floorPrice,
      startPrice: result.choice.startPrice ?? 0,
      durationInSeconds: result.choice.durationInSeconds,
      titleOption: result.choice.titleOption ?? values.titleOption,
    },
  }
}
