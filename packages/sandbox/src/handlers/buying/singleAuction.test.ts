import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { gatewayClient } from '../../testing/gatewayClient'
import { SCENARIO_AUCTION_IDS } from '../../world/scenarios'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 20 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

const path = (id: number | string) => `/bff/auctions/buying/search/auction/${id}`

describe('buying gateway: one auction', () => {
  it('returns the auction with the viewer’s permissions', async () => {
    const [won] = SCENARIO_AUCTION_IDS.outstandingWon
    const res = await gatewayClient(sandbox, sandbox.signIn('outstanding').accessToken).buying(path(won))
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Server-Time')).toBe(String(NOW))
    expect(res.body).toMatchObject({
      id: won,
      status: 'ended_accepted',
      participant: true,
      permissions: { can_finalize: true, can_bid: false },
    })
  })

  it('tells the seller they may not bid but may remove the reserve', async () => {
    const res = await gatewayClient(sandbox, sandbox.signIn('seller').accessToken).buying(
      path(SCENARIO_AUCTION_IDS.sellerLive),
    )
    expect(res.body.permissions).toMatchObject({ can_bid: false, can_proxy_bid: false })
    expect(res.body.permissions.can_remove_reserve).toBe(res.body.floor_price !== null)
  })

  it('gives a limited user no actions', async () => {
    const res = await gatewayClient(sandbox, sandbox.signIn('limited').accessToken).buying(
      path(SCENARIO_AUCTION_IDS.buyerOutbid),
    )
    expect(Object.values(res.body.permissions).every((v) => v === false)).toBe(true)
  })

  it('answers 404 [{detail, code}] for an unknown auction and 401 without a bearer', async () => {
    const missing = await gatewayClient(sandbox, sandbox.signIn('buyer').accessToken).buying(path(123))
    expect(missing).toMatchObject({ status: 404, body: [{ code: 'not_found', detail: expect.any(String) }] })
    expect((await gatewayClient(sandbox).buying(path(SCENARIO_AUCTION_IDS.buyerOutbid))).status).toBe(401)
  })

  it('shows an auction as ended once its end time passed', async () => {
    sandbox.clock.advance(91_000)
    const res = await gatewayClient(sandbox, sandbox.signIn('buyer').accessToken).buying(
      path(SCENARIO_AUCTION_IDS.endingSoon),
    )
    expect(res.body.status).toBe('ended_accepted')
  })

  it("adds the detail page fields: gallery primary first, condition report, lights, the dealership members' bids", async () => {
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    const res = await gatewayClient(sandbox, sandbox.signIn('buyer').accessToken).buying(path(id))
    const details = res.body.details
    expect(details.gallery[0]).toMatchObject({ acv_large: res.body.images.acv_large, caption: 'Primary' })
    expect(details.gallery.length).toBeGreaterThan(3)
    expect(details.condition_report.sections.map((s: { id: string }) => s.id)).toContain('exterior')
    expect(details.dealership_member_bids[0]).toMatchObject({ bidder_email: 'buyer@gavel.test' })
    const view = await fetch(details.gallery[1].acv_large)
    expect(await view.text()).toContain(`(${details.gallery[1].caption.toLowerCase()})`)
  })

  it('serves the placeholder photo as SVG', async () => {
    const res = await fetch(`${sandbox.baseUrls.buying}/sandbox/img/${SCENARIO_AUCTION_IDS.buyerOutbid}-large.svg`)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('<svg')
  })
})
