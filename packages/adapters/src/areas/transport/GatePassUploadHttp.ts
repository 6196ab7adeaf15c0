import type { GatePassUploads, PickedFile } from '@gavel/domain/areas/transport'
import { gatePassForm, type TransportClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'
import { decodeFileKey } from './transportWire'

/** A fetch that reports how much of the request body went up (0 to 1). */
export type ProgressFetch = (onProgress: (fraction: number) => void) => (request: Request) => Promise<Response>

const headersOf = (raw: string): Headers => {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':')
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

/**
 * The browser's fetch cannot report upload progress; XMLHttpRequest can. This sends the SDK's request (its
 * headers, bearer token and multipart body untouched) through XHR and hands back a fetch Response, so the SDK's
 * middleware still sees it. Without XHR (Node tests) the platform fetch runs and progress jumps to 1 at the end.
 */
export const xhrProgressFetch =
  (fallback: (request: Request) => Promise<Response>): ProgressFetch =>
  (onProgress) =>
  async (request) => {
    if (typeof XMLHttpRequest === 'undefined') {
      const response = await fallback(request)
      onProgress(1)
      return response
    }
    const body = await request.blob()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, request.url)
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value)
      })
      xhr.responseType = 'blob'
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onload = () =>
        resolve(
          new Response(xhr.response as Blob, { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }),
        )
      xhr.onerror = () => reject(new TypeError('Network request failed'))
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
      request.signal.addEventListener('abort', () => xhr.abort())
      xhr.send(body)
    })
  }

/**
 * Gate pass upload (marketplace §7 POST gate pass upload, multipart, response data.fileKey) with its progress. One
 * SDK client per upload, so two uploads never share a progress listener. Never retried (it would store twice).
 */
export class GatePassUploadHttp implements GatePassUploads {
  constructor(
    private readonly clientWith: (fetch: (request: Request) => Promise<Response>) => TransportClient,
    private readonly progressFetch: ProgressFetch,
  ) {}

  async upload(file: PickedFile, onProgress: (fraction: number) => void): Promise<string> {
    onProgress(0)
    const client = this.clientWith(this.progressFetch(onProgress))
    const { data } = await callGateway(
      () =>
        client.POST('/transportation/gate-pass', {
          body: { file: file as unknown as string },
          bodySerializer: () => gatePassForm({ file: new File([file], file.name, { type: file.type }) }),
        }),
      { action: true },
    )
    return decodeFileKey(data)
  }
}
