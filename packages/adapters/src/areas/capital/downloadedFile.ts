import type { DownloadedFile } from '@gavel/domain'

/** The file name the server gives in Content-Disposition, else ours. */
const fileNameOf = (disposition: string | null, fallback: string): string =>
  /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback

/** A downloaded body as the domain's file. */
export const downloadedFile = (data: unknown, response: Response, fallback: string): DownloadedFile => ({
  fileName: fileNameOf(response.headers.get('Content-Disposition'), fallback),
  contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
  bytes: new Uint8Array(data as ArrayBuffer),
})
