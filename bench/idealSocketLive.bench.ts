import { idealPage } from './idealLive.bench'
import { blastBids } from './lib/bidBlaster'
import { launchChromium } from './lib/chromium'
import { recordFrames, throttleCpu } from './lib/pageMetrics'
import { startServer } from './lib/sandboxServer'
import { percentile } from './lib/stats'

const SECONDS = 20
const AUCTIONS = 2_000

/**
 * The bare ideal fed by the sandbox's websocket (docs/adr/0048): the same 35-line page as `idealLive` (external
 * store, per-id listeners, one flush per frame, virtual list), but its bid messages are the sandbox's real BID
 * frames for 2,000 auctions, placed by the engine exactly as in `liveThroughput` — one websocket message per bid,
 * parsed with JSON.parse and applied. What a listing cannot do with less: the browser's own cost of a message.
 */
const socketFeed = (url: string, token: string, ids: readonly number[]) => `
const ids = ${JSON.stringify(ids)}, index = new Map(ids.map((id, i) => [id, i]))
const ws = new WebSocket(${JSON.stringify(url)})
ws.onopen = () => { ws.send(JSON.stringify({ op: 'auth', token: ${JSON.stringify(token)} }))
  for (const id of ids) ws.send(JSON.stringify({ op: 'subscribe', channel: 'updates.' + id })) }
ws.onmessage = (e) => { const f = JSON.parse(e.data); if (f.op !== 'message') return
  const i = index.get(f.auction.id); if (i !== undefined && f.auction.current_bid !== null) apply(i, f.auction.current_bid) }`

const run = async (perSecond: number) => {
  const server = await startServer({ auctions: 5_200 })
  const browser = await launchChromium()
  try {
    const login = await fetch(`${server.config.gateways.identity}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'rewards@gavel.test', password: 'gavel-sandbox' }),
    })
    const { access_token: token } = (await login.json()) as { access_token: string }
    const ids = server
      .core()
      .engine.runningAuctions()
      .slice(0, AUCTIONS)
      .map((a) => a.id)
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const cdp = await throttleCpu(page)
    await page.setContent(idealPage(socketFeed(server.config.realtime, token, ids)))
    await page.waitForTimeout(2_000)
    let blast = { sent: 0, refused: 0 }
    const frames = await recordFrames(page, cdp, async () => {
      blast = await blastBids(server, ids, perSecond, SECONDS)
    })
    await page.close()
    return { frames, blast }
  } finally {
    await browser.close()
    await server.close()
  }
}

export const idealSocketLive = async () => {
  const results = []
  const rates = process.env.LIVE_RATES?.split(',').map(Number) ?? [1_000, 5_000]
  for (const perSecond of rates) {
    const { frames, blast } = await run(perSecond)
    const tag = `${perSecond.toLocaleString('en-US')}/s`
    const p95 = percentile(frames.frames, 95)
    results.push(
      {
        metric: `${tag}: rate placed`,
        value: `${Math.round(blast.sent / SECONDS).toLocaleString('en-US')}/s`,
        raw: blast.sent / SECONDS,
      },
      { metric: `${tag}: p95 frame`, value: `${p95.toFixed(1)} ms`, raw: p95 },
      { metric: `${tag}: long frames > 50 ms`, value: String(frames.longFrames.length), raw: frames.longFrames.length },
      {
        metric: `${tag}: main thread script + style + layout`,
        value: `${(frames.workShare * 100).toFixed(1)}%`,
        raw: frames.workShare,
      },
      { metric: `${tag}: main thread busy`, value: `${(frames.busyShare * 100).toFixed(0)}%`, raw: frames.busyShare },
    )
  }
  return { name: 'Live ideal over the sandbox websocket (no framework, 4× CPU throttling)', results }
}
