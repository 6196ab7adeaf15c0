import {
  ActionRejected,
  type AuctionId,
  type DomainError,
  Messages,
  ServiceUnavailable,
  SessionExpired,
} from '@gavel/domain'
import type { EvidenceFile, EvidenceUpload, EvidenceUploads } from '@gavel/domain/areas/postSale'
import type { BuyingClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { xhrUpload } from '../../support/xhrUpload'
import { toEvidenceKey } from './postSaleWire'

export interface EvidenceUploadDeps {
  /** The buying gateway's base URL. */
  readonly baseUrl: string
  readonly accessToken: () => Promise<string | null>
  readonly clientVersion: string
  /** Where XMLHttpRequest is missing (Node tests), the SDK client sends the file (no progress between 0 and 1). */
  readonly client: BuyingClient
  readonly Xhr: typeof XMLHttpRequest | undefined
}

/** The reason of an easy-pass error body `[{detail}]`, else the default text (marketplace §8). */
const reasonOf = (body: string): string => {
  try {
    const parsed: unknown = JSON.parse(body)
    const first = Array.isArray(parsed) ? (parsed[0] as { detail?: unknown } | undefined) : undefined
    return typeof first?.detail === 'string' && first.detail !== '' ? first.detail : Messages.defaultApiError
  } catch {
    return Messages.defaultApiError
  }
}

const errorOf = (status: number, body: string): DomainError => {
  if (status === 401) return new SessionExpired({ message: reasonOf(body) })
  if (status >= 400 && status < 500) return new ActionRejected({ message: reasonOf(body) })
  return ServiceUnavailable.default()
}

const asBlob = (file: EvidenceFile): Blob => {
  if (typeof Blob !== 'undefined' && file instanceof Blob) return file
  throw new ActionRejected({ message: `${file.name} could not be read.` })
}

/**
 * One evidence file per request (docs/adr/0023 POST bff/arbitrations/{id}/evidence) through XMLHttpRequest
 * (xhrUpload), so each file has its own progress bar. Never retried: a failed file is retried by the dealer, alone.
 */
export class EvidenceUploadsXhr implements EvidenceUploads {
  constructor(private readonly deps: EvidenceUploadDeps) {}

  upload(auctionId: AuctionId, file: EvidenceFile, onProgress: (fraction: number) => void): EvidenceUpload {
    const { Xhr } = this.deps
    if (Xhr === undefined) return this.viaClient(auctionId, file, onProgress)
    return xhrUpload(this.deps, {
      Xhr,
      url: `${this.deps.baseUrl}/bff/arbitrations/${auctionId}/evidence`,
      form: () => {
        const form = new FormData()
        form.append('file', asBlob(file), file.name)
        return form
      },
      onProgress,
      decode: (body) => ({ fileKey: toEvidenceKey(body) }),
      errorOf,
    })
  }

  private viaClient(auctionId: AuctionId, file: EvidenceFile, onProgress: (f: number) => void): EvidenceUpload {
    const controller = new AbortController()
    const done = (async () => {
      const { data } = await callGateway(
        () =>
          this.deps.client.POST('/bff/arbitrations/{id}/evidence', {
            params: { path: { id: auctionId } },
            body: { file: asBlob(file) as unknown as string },
            bodySerializer: (body: { file: string }) => {
              const form = new FormData()
              form.append('file', body.file as unknown as Blob, file.name)
              return form
            },
            signal: controller.signal,
          }),
        { action: true },
      )
      onProgress(1)
      return { fileKey: toEvidenceKey(data) }
    })()
    return { done, cancel: () => controller.abort() }
  }
}
