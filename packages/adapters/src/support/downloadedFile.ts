import type { DownloadedFile } from '@gavel/domain'

/** The file name the server gives in Content-Disposition, else ours. */
const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback

const fileFrom = (bytes: Uint8Array, response: Response, fallbackName: string, fallbackType: string) => ({
  fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  contentType: response.headers.get('Content-Type') ?? fallbackType,
  bytes,
})

/** A body read whole (`parseAs: 'arrayBuffer'`) as the domain's file. */
export const downloadedFile = (
  data: unknown,
  response: Response,
  fallbackName: string,
  fallbackType = 'application/octet-stream',
): DownloadedFile => fileFrom(new Uint8Array(data as ArrayBuffer), response, fallbackName, fallbackType)

/** How much of a download has arrived; `total` is null when the server sends no Content-Length. */
export interface BytesReceived {
  readonly received: number
  readonly total: number | null
}

/**
 * A streamed body (`parseAs: 'stream'`) read to its end as the domain's file, telling the bytes received against
 * Content-Length as they arrive, so a long export shows a progress bar.
 */
export const streamedFile = async (
  data: unknown,
  response: Response,
  fallbackName: string,
  fallbackType: string,
  onProgress: (progress: BytesReceived) => void,
): Promise<DownloadedFile> => {
  const length = Number(response.headers.get('Content-Length'))
  const total = length > 0 ? length : null
  const chunks: Uint8Array[] = []
  let received = 0
  onProgress({ received, total })
  const reader = (data as ReadableStream<Uint8Array> | null)?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress({ received, total })
  }
  const bytes = new Uint8Array(received)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return fileFrom(bytes, response, fallbackName, fallbackType)
}
