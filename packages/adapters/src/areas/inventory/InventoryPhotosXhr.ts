import { ActionRejected, type DomainError, RequestCanceled, ServiceUnavailable, SessionExpired } from '@gavel/domain'
import type { InventoryPhotos, PhotoUpload, PickedFile } from '@gavel/domain/areas/inventory'
import { type InventoryClient, multipartForm } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
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
 * One photo per request (POST bff/inventory/upload_inventory_images) through XMLHttpRequest, the one browser API
 * that reports upload progress, so each file has its own bar; the bearer and client headers are those the SDK sends.
 * Never retried here: a failed file is retried by the dealer, alone.
 */
export class InventoryPhotosXhr implements InventoryPhotos {
  constructor(private readonly deps: InventoryPhotosDeps) {}

  upload(inventoryId: number, file: PickedFile, onProgress: (fraction: number) => void): PhotoUpload {
    const { Xhr } = this.deps
    if (Xhr === undefined) return this.viaClient(inventoryId, file, onProgress)
    const xhr = new Xhr()
    let canceled = false
    const done = (async () => {
      const token = await this.deps.accessToken()
      if (canceled) throw RequestCanceled.make()
      const form = new FormData()
      form.append('inventory_id', String(inventoryId))
      form.append('files', asBlob(file), file.name)
      return new Promise<readonly string[]>((resolve, reject) => {
        xhr.open('POST', `${this.deps.baseUrl}/bff/inventory/upload_inventory_images`)
        if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
        xhr.setRequestHeader('X-Client-Version', this.deps.clientVersion)
        xhr.setRequestHeader('X-Client-Type', 'desktop')
        xhr.setRequestHeader('X-Client-OS', 'web')
        xhr.setRequestHeader('X-Client-Timezone', Intl.DateTimeFormat().resolvedOptions().timeZone)
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
        }
        xhr.onload = () => {
          if (xhr.status >= 200 && xhr.status < 300) {
            try {
              const urls = decodeImages(JSON.parse(xhr.responseText))
              onProgress(1)
              resolve(urls)
            } catch (error) {
              reject(error)
            }
          } else reject(errorOf(xhr.status, xhr.responseText))
        }
        xhr.onerror = () => reject(ServiceUnavailable.default())
        xhr.onabort = () => reject(RequestCanceled.make())
        xhr.send(form)
      })
    })()
    return {
      done,
      cancel: () => {
        canceled = true
        xhr.abort()
      },
    }
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
