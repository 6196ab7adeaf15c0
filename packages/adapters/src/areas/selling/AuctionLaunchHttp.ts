import { ActionRejected, bulkLaunchError, type LaunchPayload } from '@gavel/domain'
import { type AuctionLaunch, BulkLaunchRefused, type LaunchedAuction } from '@gavel/domain/areas/selling'
import { isSdkError, type SavedAuctionsClient } from '@gavel/sdk'
import { callGateway, toDomainError } from '../../support/toDomainError'
import { readRefusals, toBulkLaunched, toLaunchedAuction } from './savedAuctionWire'

/** The launch payload of marketplace §3 in the wire's snake_case (epoch seconds for the start time). */
export const toLaunchPayloadWire = (p: LaunchPayload) => ({
  vin: p.vin,
  dealer_id: p.dealerId,
  autosell: p.autosell,
  floor_price: p.floorPrice,
  green_light: p.greenLight,
  lane: p.lane,
  lane_id: p.laneId,
  duration_in_seconds: p.durationInSeconds,
  address_id: p.addressId,
  title_option: p.titleOption ?? '',
  start_price: p.startPrice ?? 0,
  auction_start_time: p.auctionStartTime === null ? null : Math.floor(p.auctionStartTime / 1000),
  saved_auction_id: p.savedAuctionId,
  source: p.source,
  requestor_user_id: p.requestorUserId,
})

/** Launches over the saved-auctions gateway; the SDK never retries either call (marketplace §7, §8). */
export class AuctionLaunchHttp implements AuctionLaunch {
  constructor(private readonly client: SavedAuctionsClient) {}

  async launch(payload: LaunchPayload): Promise<LaunchedAuction> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/launch/v1/{id}/launch_auction', {
          params: { path: { id: payload.savedAuctionId } },
          body: toLaunchPayloadWire(payload),
        }),
      { action: true },
    )
    return toLaunchedAuction(data)
  }

  async launchMany(payloads: readonly LaunchPayload[]): Promise<readonly LaunchedAuction[]> {
    try {
      const { data } = await this.client.POST('/launch/v1/bulk_auction_launch', {
        body: payloads.map(toLaunchPayloadWire),
      })
      return toBulkLaunched(data)
    } catch (error) {
      if (!isSdkError(error) || error.kind !== 'http' || (error.status !== 400 && error.status !== 500))
        throw toDomainError(error, { action: true })
      const refusals = readRefusals(error.body)
      const responses = (refusals ?? []).map((r) => ({
        errors: r.errors.map((e) => ({ message: e.message, detail: r.detail ?? null })),
      }))
      const details = error.details.map((detail) => ({ errors: [{ message: null, detail }] }))
      const spec = bulkLaunchError(error.status, error.status === 400 ? responses : details)
      if (error.status === 400 && refusals !== null && refusals.length > 0)
        throw new BulkLaunchRefused({
          message: spec.message,
          refusals: refusals.map((r) => ({
            savedAuctionId: r.saved_auction_id,
            message: r.errors[0]?.message ?? r.detail ?? spec.message,
          })),
        })
      throw new ActionRejected({ message: spec.message })
    }
  }
}
