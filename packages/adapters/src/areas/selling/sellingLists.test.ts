import { MalformedResponse } from '@gavel/domain'
import { SellingExports, SellingLists } from '@gavel/domain/areas/selling'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { sandboxSuite } from '../../testing/sandboxSuite'

const app = sandboxSuite()
const lists = () => app.services.resolve(SellingLists)

describe('selling lists and exports against the sandbox (marketplace §7 My auctions)', () => {
  it('reads the seller’s active, negotiating and sold auctions whole, each sold by seller@’s dealership', async () => {
    await app.signIn('seller')
    const active = await lists().auctions('activeSelling')
    expect(active.length).toBeGreaterThan(0)
    expect(active.every((a) => a.seller.dealerId === 102 && a.status === 'active')).toBe(true)
    const sold = await lists().auctions('sold')
    expect(sold.every((a) => a.seller.dealerId === 102)).toBe(true)
    await lists().auctions('negotiationsSelling')
  })

  it('downloads an export with its progress, and a broken list is a typed error', async () => {
    await app.signIn('seller')
    const seen: number[] = []
    const file = await app.services.resolve(SellingExports).exportList('sold', (p) => seen.push(p.received))
    expect(file.fileName).toMatch(/\.csv$/)
    expect(new TextDecoder().decode(file.bytes).split('\n')[0]).toContain('vin')
    expect(seen.at(-1)).toBe(file.bytes.byteLength)
    app.sandbox.server.use(http.get('*/bff/myacv/active/selling', () => HttpResponse.json({ data: { nope: 1 } })))
    await expect(lists().auctions('activeSelling')).rejects.toBeInstanceOf(MalformedResponse)
  })
})
