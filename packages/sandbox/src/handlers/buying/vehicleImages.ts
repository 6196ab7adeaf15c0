import { HttpResponse, http } from 'msw'
import type { HandlerContext } from '../kit/context'

const SIZES: Readonly<Record<string, readonly [number, number]>> = {
  large: [640, 480],
  medium: [320, 240],
  thumbnail: [160, 120],
}

const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** A placeholder photo: a car silhouette in the vehicle's color with its year, make and model. */
export const vehicleSvg = (
  title: string,
  hex: string,
  width: number,
  height: number,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 480" role="img" aria-label="${escapeXml(title)}">
<rect width="640" height="480" fill="#e9edf1"/><rect y="360" width="640" height="120" fill="#cfd6dd"/>
<path d="M90 330 L130 250 Q150 215 200 210 L300 200 Q360 196 410 215 L500 255 Q560 265 570 300 L575 330 Z" fill="${hex}" stroke="#2b2f33" stroke-width="6"/>
<path d="M215 222 L300 212 L300 255 L180 258 Z M320 212 Q370 212 405 228 L450 255 L320 255 Z" fill="#aebdca" stroke="#2b2f33" stroke-width="4"/>
<circle cx="190" cy="335" r="42" fill="#2b2f33"/><circle cx="190" cy="335" r="18" fill="#9aa3ab"/>
<circle cx="480" cy="335" r="42" fill="#2b2f33"/><circle cx="480" cy="335" r="18" fill="#9aa3ab"/>
<text x="320" y="430" font-family="system-ui, sans-serif" font-size="30" text-anchor="middle" fill="#2b2f33">${escapeXml(title)}</text>
</svg>`

/**
 * `GET {buying}/sandbox/img/{id}-{size}.svg` and `{id}-{view}-{size}.svg` (the gallery's other views, captioned):
 * the sandbox's own photos (not part of the contract).
 */
export const imageHandlers = ({ engine, baseUrls }: HandlerContext) => [
  http.get(`${baseUrls.buying}/sandbox/img/:name`, ({ params }) => {
    const match = /^(\d+)-(?:([a-z]+)-)?(large|medium|thumbnail)\.svg$/.exec(String(params.name))
    const auction = match ? engine.world.auctions.get(Number(match[1])) : undefined
    const size = match ? SIZES[match[3] as string] : undefined
    if (!auction || !size) return new HttpResponse('Not found', { status: 404 })
    const v = auction.vehicle
    const view = match?.[2] ? ` (${match[2]})` : ''
    return new HttpResponse(vehicleSvg(`${v.year} ${v.make} ${v.model}${view}`, v.colorHex, size[0], size[1]), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'X-Server-Time': String(engine.now()),
      },
    })
  }),
]
