import type { AuctionId, DownloadedFile } from '@gavel/domain'
import type { PurchaseDocuments } from '@gavel/domain/areas/postSale'
import type { DownloadProgress } from '@gavel/domain/areas/selling'
import type { MyAuctionsClient } from '@gavel/sdk'
import { callGateway } from '../../support/toDomainError'

const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback

/** Reads a stream to its end, telling the bytes received against Content-Length when the server sends it. */
const readWithProgress = async (
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

/** A finalized purchase's documents and the won export (contracts/openapi/myauctions.yaml). */
export class PurchaseDocumentsHttp implements PurchaseDocuments {
  constructor(private readonly client: MyAuctionsClient) {}

  dealerLicense(auctionId: AuctionId): Promise<DownloadedFile> {
    return this.pdf(auctionId, 'dealer_license')
  }

  resaleCertificate(auctionId: AuctionId): Promise<DownloadedFile> {
    return this.pdf(auctionId, 'resale_certificate')
  }

  async exportWon(onProgress: (progress: DownloadProgress) => void): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      this.client.GET('/export/{list}', { params: { path: { list: 'won' } }, parseAs: 'stream' }),
    )
    const length = Number(response.headers.get('Content-Length'))
    const bytes = await readWithProgress(
      data as ReadableStream<Uint8Array> | null,
      length > 0 ? length : null,
      onProgress,
    )
    return {
      fileName: fileNameOf(response.headers.get('Content-Disposition'), 'won.csv'),
      contentType: response.headers.get('Content-Type') ?? 'text/csv',
      bytes,
    }
  }

  private async pdf(id: AuctionId, kind: 'dealer_license' | 'resale_certificate'): Promise<DownloadedFile> {
    const { data, response } = await callGateway(() =>
      kind === 'dealer_license'
        ? this.client.GET('/finalized/{id}/dealer_license', { params: { path: { id } }, parseAs: 'arrayBuffer' })
        : this.client.GET('/finalized/{id}/resale_certificate', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
    )
    return {
      fileName: fileNameOf(response.headers.get('Content-Disposition'), `${kind}-${id}.pdf`),
      contentType: response.headers.get('Content-Type') ?? 'application/pdf',
      bytes: new Uint8Array(data as ArrayBuffer),
    }
  }
}
