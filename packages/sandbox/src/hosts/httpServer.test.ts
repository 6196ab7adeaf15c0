import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { gatewayUrls } from '../gateways'
import { makeBidFail } from '../handlers/failures'
import { SCENARIO_AUCTION_IDS } from '../world/scenarios'
import { type SandboxServer, startSandboxServer } from './httpServer'

let server: SandboxServer | undefined
let dir: string | undefined
const sockets: WebSocket[] = []

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close()
  await server?.close()
  server = undefined
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

/** A GET without fetch's automatic decompression. */
const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })

const start = async (staticDir?: string) => {
  server = await startSandboxServer({ port: 0, auctions: 20, ...(staticDir ? { staticDir } : {}) })
  return server
}

const login = async (s: SandboxServer, email: string) => {
  const res = await fetch(`${s.config.gateways.identity}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: email, password: 'gavel-sandbox' }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { access_token: string; user: { user_id: number } }
}

describe('the HTTP host', () => {
  it('serves /config.json naming its gateways and realtime socket', async () => {
    const s = await start()
    const config = await (await fetch(`${s.origin}/config.json`)).json()
    expect(config).toEqual({
      environment: 'sandbox',
      brand: 'Gavel',
      gateways: gatewayUrls(s.origin),
      realtime: `${s.origin.replace('http', 'ws')}/realtime`,
    })
  })

  it('answers the gateways through the MSW handlers, with X-Server-Time and CORS', async () => {
    const s = await start()
    const { access_token } = await login(s, 'buyer@gavel.test')
    const res = await fetch(
      `${s.config.gateways.buying}/bff/auctions/buying/search/auction/${SCENARIO_AUCTION_IDS.buyerOutbid}`,
      {
        headers: { Authorization: `Bearer ${access_token}`, Origin: 'http://localhost:6006' },
      },
    )
    expect(res.status).toBe(200)
    expect(Number(res.headers.get('X-Server-Time'))).toBeGreaterThan(0)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:6006')
    expect((await res.json()).id).toBe(SCENARIO_AUCTION_IDS.buyerOutbid)
    const preflight = await fetch(`${s.config.gateways.buying}/auction/1/bid`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'authorization,idempotency-key' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,idempotency-key')
  })

  it('pushes a BID message to a subscribed websocket after a bid', async () => {
    const s = await start()
    const { access_token } = await login(s, 'buyer@gavel.test')
    const id = SCENARIO_AUCTION_IDS.buyerOutbid
    const ws = new WebSocket(s.config.realtime)
    sockets.push(ws)
    const frames: Record<string, unknown>[] = []
    const waitFor = (test: (f: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const found = frames.find(test)
        if (found) return resolve(found)
        ws.addEventListener('message', (e) => {
          const f = JSON.parse(String(e.data))
          if (test(f)) resolve(f)
        })
      })
    ws.addEventListener('message', (e) => frames.push(JSON.parse(String(e.data))))
    await new Promise((r) => ws.addEventListener('open', r))
    ws.send(JSON.stringify({ op: 'auth', token: access_token }))
    ws.send(JSON.stringify({ op: 'subscribe', channel: `updates.${id}` }))
    await waitFor((f) => f.op === 'subscribed')
    const amount = (s.core().world.auctions.get(id)?.bids.at(-1)?.amount ?? 0) + 50_000
    const bid = await fetch(`${s.config.gateways.buying}/auction/${id}/bid`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${access_token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'e2e-1',
      },
      body: JSON.stringify({ auctionId: id, amount, userId: 1, proxy: false, persistent: false }),
    })
    expect(bid.status).toBe(200)
    const message = await waitFor(
      (f) => f.op === 'message' && (f.auction as { current_bid: number }).current_bid === amount,
    )
    expect(message).toMatchObject({ channel: `updates.${id}`, type: 'BID', auction: { id, high_bidder_id: 1 } })
  })

  it('closes a socket whose first frame is not a valid auth with 4401', async () => {
    const s = await start()
    const ws = new WebSocket(s.config.realtime)
    sockets.push(ws)
    await new Promise((r) => ws.addEventListener('open', r))
    ws.send(JSON.stringify({ op: 'subscribe', channel: 'updates.1' }))
    const closed = await new Promise<CloseEvent>((r) => ws.addEventListener('close', r))
    expect(closed.code).toBe(4401)
  })

  it('lets runtime handlers go first (failure scenarios for e2e)', async () => {
    const s = await start()
    s.use(makeBidFail(409))
    const res = await fetch(`${s.config.gateways.buying}/auction/1/bid`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(409)
    s.resetHandlers()
    expect((await fetch(`${s.config.gateways.buying}/auction/1/bid`, { method: 'POST', body: '{}' })).status).toBe(401)
  })

  it('puts the world into a Pact provider state', async () => {
    const s = await start()
    const post = (state: string, params: Record<string, unknown> = {}) =>
      fetch(`${s.origin}/_pact/provider-states`, { method: 'POST', body: JSON.stringify({ state, params }) })
    const signedIn = await post('user {email} is signed in', { email: 'buyer@gavel.test', accessToken: 'pact-token' })
    expect(await signedIn.json()).toMatchObject({ userId: 1, accessToken: 'pact-token' })
    const live = await post('auction {auctionId} is live', { auctionId: 4242 })
    expect(await live.json()).toMatchObject({ auctionId: 4242, nextBid: expect.any(Number) })
    const res = await fetch(`${s.config.gateways.buying}/bff/auctions/buying/search/auction/4242`, {
      headers: { Authorization: 'Bearer pact-token' },
    })
    expect((await res.json()).status).toBe('active')
    expect(await (await post('auction 4242 is killed by its seller')).json()).toMatchObject({ status: 'ended_killed' })
    expect((await post('auction 4242 is killed by its seller')).status).toBe(400)
    expect((await post('auction 4242 does not exist')).status).toBe(200)
    expect((await post('the moon is made of cheese')).status).toBe(400)
  })

  it('keeps the reset e-mails it sent in a mailbox, so a test can follow the link', async () => {
    const s = await start()
    const mailbox = async (to: string) => (await (await fetch(`${s.origin}/_sandbox/mailbox?to=${to}`)).json()).messages
    expect(await mailbox('buyer@gavel.test')).toEqual([])
    await fetch(`${s.config.gateways.identity}/api/passwordreset/request`, {
      method: 'POST',
      body: JSON.stringify({ userName: 'buyer@gavel.test' }),
    })
    const [mail] = await mailbox('BUYER@gavel.test')
    expect(mail).toMatchObject({
      to: 'buyer@gavel.test',
      link: expect.stringMatching(/^\/password\?token=[0-9a-f-]{36}$/),
    })
    expect(await mailbox('seller@gavel.test')).toEqual([])
  })

  it('serves the built app: hashed assets immutable and compressed, index.html for app routes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'gavel-static-'))
    await mkdir(join(dir, 'assets'))
    const script = `console.log(${JSON.stringify('x'.repeat(4000))})`
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Gavel</title>')
    await writeFile(join(dir, 'assets', 'index-B1a2c3D4.js'), script)
    const s = await start(dir)
    const br = await rawGet(`${s.origin}/assets/index-B1a2c3D4.js`, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).toString()).toBe(script)
    const gz = await rawGet(`${s.origin}/assets/index-B1a2c3D4.js`, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)
    const plain = await rawGet(`${s.origin}/assets/index-B1a2c3D4.js`, {})
    expect(plain.body.toString()).toBe(script)
    const route = await fetch(`${s.origin}/auctions/880004`)
    expect(route.headers.get('cache-control')).toBe('no-cache')
    expect(route.headers.get('content-security-policy')).toBe("frame-ancestors 'self'")
    const embed = await fetch(`${s.origin}/jwt-embed?target=saved`)
    expect(embed.headers.get('content-security-policy')).toContain('https://partners.gavel.example')
    expect(await route.text()).toContain('<title>Gavel</title>')
    expect((await fetch(`${s.origin}/assets/missing-12345678.js`)).status).toBe(404)
    expect(await (await fetch(`${s.origin}/%2e%2e/%2e%2e/etc/passwd`)).text()).not.toContain('root:')
  })

  it("sends the build's precompressed brotli file when there is one, and compresses itself when it is older", async () => {
    dir = await mkdtemp(join(tmpdir(), 'gavel-static-'))
    await mkdir(join(dir, 'assets'))
    const script = `console.log(${JSON.stringify(Array.from({ length: 1500 }, (_, i) => (i * 7919) % 1013))})`
    const file = join(dir, 'assets', 'index-C1a2c3D4.js')
    await writeFile(file, script)
    const precompressed = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    // what the host would make itself (quality 9) differs, so the bytes sent say which one it sent
    const q9 = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    expect(precompressed.equals(q9)).toBe(false)
    await writeFile(`${file}.br`, precompressed)
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Gavel</title>')
    const s = await start(dir)
    const br = await rawGet(`${s.origin}/assets/index-C1a2c3D4.js`, { 'Accept-Encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(precompressed)).toBe(true)

    const stale = join(dir, 'assets', 'index-D1a2c3D4.js')
    await writeFile(`${stale}.br`, brotliCompressSync('an older version'))
    await new Promise((r) => setTimeout(r, 20))
    await writeFile(stale, script)
    const fresh = await rawGet(`${s.origin}/assets/index-D1a2c3D4.js`, { 'Accept-Encoding': 'br' })
    expect(brotliDecompressSync(fresh.body).toString()).toBe(script)
  })
})
