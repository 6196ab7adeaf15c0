import { ActionRejected, type DomainError, ServiceUnavailable, SessionExpired } from '@gavel/domain'
import type { InventoryPhotos, PhotoUpload, PickedFile } from '@gavel/domain/areas/inventory'
import { type InventoryClient, multipartForm } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { xhrUpload } from '../../support/xhrUpload'
import { decodeImages } from './inventoryWire'

export interface InventoryPhotosDeps {
  /** The inventory gateway's base URL. */
  readonly baseUrl: string
  readonly accessToken: () => Promise<string | null>
  readonly clientVersion: string
  /** Where XMLHttpRequest is missing (Node tests), the SDK client sends the file (no progress between 0 and 1). */
  readonly client: InventoryClient
  readonly Xhr: typeof XMLHttpRequest | undefined
}

const reasonOf = (body: string, fallback: string): string => {
  try {
    const parsed = JSON.parse(body) as { message?: unknown }
    return typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : fallback
  } catch {
    return fallback
  }
}

const errorOf = (status: number, body: string): DomainError => {
  if (status === 401) return new SessionExpired({ message: reasonOf(body, 'Your session has ended.') })
  if (status >= 400 && status < 500) return new ActionRejected({ message: reasonOf(body, 'The photo was refused.') })
  return ServiceUnavailable.default()
}

const asBlob = (file: PickedFile): Blob => {
  if (typeof Blob !== 'undefined' && file instanceof Blob) return file
  throw new ActionRejected({ message: `${file.name} could not be read.` })
}

/**
 * One photo per request (POST bff/inventory/upload_inventory_images) through XMLHttpRequest (xhrUpload), so each
 * file has its own progress bar. Never retried here: a failed file is retried by the dealer, alone.
 */
export class InventoryPhotosXhr implements InventoryPhotos {
  constructor(private readonly deps: InventoryPhotosDeps) {}

  upload(inventoryId: number, file: PickedFile, onProgress: (fraction: number) => void): PhotoUpload {
    const { Xhr } = this.deps
    if (Xhr === undefined) return this.viaClient(inventoryId, file, onProgress)
    return xhrUpload(this.deps, {
      Xhr,
      url: `${this.deps.baseUrl}/bff/inventory/upload_inventory_images`,
      form: () => {
        const form = new FormData()
        form.append('inventory_id', String(inventoryId))
        form.append('files', asBlob(file), file.name)
        return form
      },
      onProgress,
      decode: decodeImages,
      errorOf,
    })
  }

  private viaClient(inventoryId: number, file: PickedFile, onProgress: (f: number) => void): PhotoUpload {
    const controller = new AbortController()
    const done = (async () => {
      const { data } = await callGateway(
        () =>
          this.deps.client.POST('/bff/inventory/upload_inventory_images', {
            body: { inventory_id: String(inventoryId), files: [asBlob(file) as unknown as string] },
            bodySerializer: () => multipartForm({ inventory_id: String(inventoryId), files: [asBlob(file)] }),
            signal: controller.signal,
          }),
        { action: true },
      )
      const urls = decodeImages(data)
      onProgress(1)
      return urls
    })()
    return { done, cancel: () => controller.abort() }
  }
}
