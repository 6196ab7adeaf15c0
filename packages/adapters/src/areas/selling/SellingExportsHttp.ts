import type { DownloadedFile } from '@gavel/domain'
import type { DownloadProgress, SellingExport, SellingExports } from '@gavel/domain/areas/selling'
import type { MyAuctionsClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'

const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback

/** Reads a body to its end, reporting the bytes received against Content-Length when the server sends it. */
const readAll = async (
  body: ReadableStream<Uint8Array> | null,
  total: number | null,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Uint8Array> => {
  const chunks: Uint8Array[] = []
  let received = 0
  onProgress({ received, total })
  const reader = body?.getReader()
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
  return bytes
}

/** The CSV exports of the seller's lists (marketplace §7 GET export files; contracts/openapi/myauctions.yaml). */
export class SellingExportsHttp implements SellingExports {
  constructor(private readonly client: MyAuctionsClient) {}

  async exportList(list: SellingExport, onProgress: (p: DownloadProgress) => void = () => {}): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/export/{list}', { params: { path: { list } }, parseAs: 'stream' }),
    )
    const length = Number(response.headers.get('Content-Length'))
    const bytes = await readAll(data as ReadableStream<Uint8Array> | null, length > 0 ? length : null, onProgress)
    return {
      fileName: fileNameOf(response.headers.get('Content-Disposition'), `${list}.csv`),
      contentType: response.headers.get('Content-Type') ?? 'text/csv',
      bytes,
    }
  }
}
