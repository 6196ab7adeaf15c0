import type { DealerId, DownloadedFile } from '@gavel/domain'
import type {
  InventoryLaunched,
  InventoryLaunchItem,
  InventoryLaunchLane,
  InventoryPage,
  InventoryQuery,
  InventorySavedAuction,
  InventoryService,
  InventoryTerms,
  InventoryTermsContent,
  InventoryVehicle,
  PickedFile,
  VehicleUploadReport,
} from '@gavel/domain/areas/inventory'
import type { DownloadProgress } from '@gavel/domain/areas/selling'
import { BulkLaunchRefused } from '@gavel/domain/areas/selling'
import { type InventoryClient, isSdkError, multipartForm } from '@gavel/sdk'
import { streamedFile } from '../../support/downloadedFile'
import { callGateway, toDomainError } from '../../support/toDomainError'
import {
  decodeLaunched,
  decodePage,
  decodeProcessed,
  decodeRef,
  decodeRefs,
  decodeTerms,
  decodeTermsContent,
  decodeUpload,
  readRefusal,
  toVehicle,
} from './inventoryWire'

const listQuery = (q: InventoryQuery) => ({
  dealer_id: q.dealerId,
  from: q.from,
  size: q.size,
  ...(q.query.trim() === '' ? {} : { query: q.query.trim() }),
  ...(q.status === null ? {} : { status: q.status }),
})

const asBlob = (file: PickedFile): Blob => file as unknown as Blob

/**
 * The inventory gateway (marketplace §7 Inventory service; contracts/openapi/inventory.yaml). The list reads v3, the
 * newest of the three versions (they answer the same page). Sends and launches are never retried.
 */
export class InventoryHttp implements InventoryService {
  constructor(private readonly client: InventoryClient) {}

  async list(query: InventoryQuery): Promise<InventoryPage> {
    const { data } = await callGateway(() =>
      this.client.GET('/bff/inventory/v3', { params: { query: listQuery(query) } }),
    )
    const page = decodePage(data)
    return { vehicles: page.results.map(toVehicle), total: page.total }
  }

  async terms(): Promise<InventoryTerms> {
    const { data } = await callGateway(() => this.client.GET('/bff/inventory/terms_of_service'))
    return decodeTerms(data)
  }

  async termsContent(url: string): Promise<InventoryTermsContent> {
    // The terms state's url is the gateway's own content path; only that path is read (never a foreign URL).
    if (!url.endsWith('/bff/inventory/terms_of_service/content')) throw toDomainError(new Error('foreign terms url'))
    const { data } = await callGateway(() => this.client.GET('/bff/inventory/terms_of_service/content'))
    return decodeTermsContent(data)
  }

  async acceptTerms(eulaId: string, acceptedAt: Date): Promise<InventoryTerms> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/inventory/terms_of_service', {
          body: { eulaId, acceptedDate: acceptedAt.toISOString() },
        }),
      { action: true },
    )
    return decodeTerms(data)
  }

  async sendToAcv(dealerId: DealerId, inventoryIds: readonly number[]): Promise<readonly InventorySavedAuction[]> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/inventory/send_to_acv', {
          body: { dealer_id: dealerId, inventory_ids: [...inventoryIds] },
        }),
      { action: true },
    )
    return decodeRefs(data)
  }

  async createSavedAuction(dealerId: DealerId, inventoryId: number): Promise<InventorySavedAuction> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/inventory/create_saved_auction', {
          body: { dealer_id: dealerId, inventory_id: inventoryId },
        }),
      { action: true },
    )
    return decodeRef(data)
  }

  async savedAuctionsFor(
    dealerId: DealerId,
    inventoryIds: readonly number[],
  ): Promise<readonly InventorySavedAuction[]> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/inventory/saved_auctions/bulk', {
          body: { dealer_id: dealerId, inventory_ids: [...inventoryIds] },
        }),
      { action: true },
    )
    return decodeRefs(data)
  }

  async bulkLaunch(
    lane: InventoryLaunchLane,
    items: readonly InventoryLaunchItem[],
  ): Promise<readonly InventoryLaunched[]> {
    const path =
      lane === 'live' ? '/bff/inventory/saved_auctions/bulk_launch' : '/bff/inventory/saved_auctions/bulk_launch_g_sale'
    const body = {
      launches: items.map((i) => ({
        inventory_id: i.inventoryId,
        floor_price: i.floorPrice,
        start_price: i.startPrice,
        duration_in_seconds: i.durationInSeconds,
        title_option: i.titleOption,
      })),
    }
    try {
      const { data } = await this.client.POST(path, { body })
      return decodeLaunched(data)
    } catch (error) {
      if (isSdkError(error) && error.kind === 'http' && error.status === 409) {
        const refusal = readRefusal(error.message)
        if (refusal)
          throw new BulkLaunchRefused({
            message: error.message,
            refusals: [{ savedAuctionId: refusal.inventoryId, message: refusal.message }],
          })
      }
      throw toDomainError(error, { action: true })
    }
  }

  async exportCsv(
    query: InventoryQuery,
    onProgress: (p: DownloadProgress) => void = () => {},
  ): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/bff/inventory/export_data', {
        params: { query: { dealer_id: query.dealerId } },
        parseAs: 'stream',
      }),
    )
    return streamedFile(data, response, 'inventory.csv', 'text/csv', onProgress)
  }

  async uploadVehicles(dealerId: DealerId, file: PickedFile): Promise<VehicleUploadReport> {
    const { data } = await callGateway(
      () =>
        this.client.POST('/bff/inventory/vehicles/upload', {
          body: { dealer_id: String(dealerId), file: asBlob(file) as unknown as string },
          bodySerializer: (b: { dealer_id: string; file: string }) =>
            multipartForm({ dealer_id: b.dealer_id, file: b.file as unknown as Blob }),
        }),
      { action: true },
    )
    return decodeUpload(data)
  }

  async processVehicles(uploadId: string): Promise<readonly InventoryVehicle[]> {
    const { data } = await callGateway(
      () => this.client.POST('/bff/inventory/vehicles/process', { body: { upload_id: uploadId } }),
      { action: true },
    )
    return decodeProcessed(data)
  }
}
