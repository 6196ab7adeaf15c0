import { crc32, deflateSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'

const SIZES: Readonly<Record<string, readonly [number, number]>> = {
  large: [640, 480],
  medium: [320, 240],
  thumbnail: [160, 120],
}

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG of the given size: a vertical gradient, so it is a real raster photo to decode and paint. */
export const rasterPhoto = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3
      rows[at] = (x * 255) / width
      rows[at + 1] = (y * 255) / height
      rows[at + 2] = 160
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const photos = new Map(Object.entries(SIZES).map(([size, [w, h]]) => [size, rasterPhoto(w, h)]))

/**
 * Serves a raster photo of the same size in place of each of the sandbox's placeholder photos. Those are SVGs, which
 * Chromium lays out and paints on the page's main thread for every image; real listings carry JPEG photos, decoded
 * off the main thread. Without this the scroll and live benchmarks would mostly measure SVG rendering.
 */
export const serveRasterPhotos = (context: BrowserContext) =>
  context.route('**/sandbox/img/**', (route) => {
    const size = /-(large|medium|thumbnail)\.svg$/.exec(new URL(route.request().url()).pathname)?.[1] ?? 'medium'
    return route.fulfill({ contentType: 'image/png', body: photos.get(size) ?? photos.get('medium') })
  })
