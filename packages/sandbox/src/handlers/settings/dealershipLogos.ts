import { HttpResponse, http } from 'msw'
import type { HandlerContext } from '../kit/context'

const PALETTE = ['#1f4e79', '#2e7d32', '#8e244d', '#6a4c93', '#b35c00', '#00695c'] as const

const escapeXml = (s: string): string =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** A monogram logo: the dealership's initials on a colour picked by its id. */
export const logoSvg = (id: number, name: string): string => {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(name)}"><rect width="96" height="96" rx="16" fill="${PALETTE[id % PALETTE.length]}"/><text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(initials)}</text></svg>`
}

/** `GET {settings}/sandbox/logo/{id}.svg`: the sandbox's dealership logos (not part of the contract). */
export const logoHandlers = ({ engine, baseUrls }: HandlerContext) => [
  http.get(`${baseUrls.settings}/sandbox/logo/:name`, ({ params }) => {
    const match = /^(\d+)\.svg$/.exec(String(params.name))
    const dealership = match ? engine.world.dealerships.get(Number(match[1])) : undefined
    if (!dealership) return new HttpResponse('Not found', { status: 404 })
    return new HttpResponse(logoSvg(dealership.id, dealership.name), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    })
  }),
]
