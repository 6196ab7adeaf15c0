import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const ACCEPTED = '2026-11-21T15:00:00.000Z'
let sandbox: NodeSandbox
let buyer: ReturnType<typeof areaGateway>

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
  buyer = areaGateway(sandbox, 'terms', sandbox.signIn('buyer').accessToken)
})
afterEach(() => sandbox.server.close())

describe('terms gateway (marketplace.md 4 Terms of service)', () => {
  it('requires the buyer to accept until they do, then no longer', async () => {
    const before = await buyer('/api/eulaacceptance/acceptancerequired')
    expect(before.status).toBe(200)
    expect(before.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(before.body).toEqual({
      eulaAcceptanceRequired: true,
      eula: { id: 7, url: `${sandbox.baseUrls.terms}/eula/7/content` },
    })
    const accepted = await buyer('/api/eulaacceptance/allusersorganizations', {
      body: { eulaId: 7, acceptedDate: ACCEPTED },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.eulaAcceptances).toEqual([
      { eulaId: 7, userId: 1, organizationId: 101, acceptedDate: ACCEPTED },
    ])
    const after = await buyer('/api/eulaacceptance/acceptancerequired')
    expect(after.body.eulaAcceptanceRequired).toBe(false)
  })

  it('does not require the other personas to accept', async () => {
    const seller = areaGateway(sandbox, 'terms', sandbox.signIn('seller').accessToken)
    expect((await seller('/api/eulaacceptance/acceptancerequired')).body.eulaAcceptanceRequired).toBe(false)
  })

  it('refuses a malformed acceptance with 400 and an old eula with 409', async () => {
    const missing = await buyer('/api/eulaacceptance/allusersorganizations', { body: { eulaId: 7 } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('acceptedDate')
    const badDate = await buyer('/api/eulaacceptance/allusersorganizations', {
      body: { eulaId: 7, acceptedDate: 'yesterday' },
    })
    expect(badDate.status).toBe(400)
    const old = await buyer('/api/eulaacceptance/allusersorganizations', {
      body: { eulaId: 6, acceptedDate: ACCEPTED },
    })
    expect(old.status).toBe(409)
    expect((await buyer('/api/eulaacceptance/acceptancerequired')).body.eulaAcceptanceRequired).toBe(true)
  })

  it('serves the content the eula url points at, without a bearer', async () => {
    const { eula } = (await buyer('/api/eulaacceptance/acceptancerequired')).body
    const res = await fetch(eula.url)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ id: 7, title: 'Gavel Terms of Service' })
    expect(body.content).toContain('<h2>2. Bids are binding</h2>')
    expect((await fetch(`${sandbox.baseUrls.terms}/eula/99/content`)).status).toBe(404)
  })

  it('serves a PDF download with a valid cross-reference table', async () => {
    const res = await fetch(`${sandbox.baseUrls.terms}/eula/7/pdf`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="gavel-terms-7.pdf"')
    const pdf = await res.text()
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(offsets.map((o) => pdf.slice(o, o + 7))).toEqual(offsets.map((_, i) => `${i + 1} 0 obj`))
  })
})
