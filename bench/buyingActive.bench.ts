import type { SandboxServer } from '@gavel/sandbox/node'
import type { Page } from 'playwright-core'
import { blastBids, sandboxHighBids } from './lib/bidBlaster'
import { launchChromium } from './lib/chromium'
import { recordFrames, throttleCpu } from './lib/pageMetrics'
import { startServer } from './lib/sandboxServer'
import { BENCH_PERSONA, signedInState } from './lib/signIn'
import { percentile } from './lib/stats'

const MINE = 500
const PER_SECOND = 200

const idle = (seconds: number) =>
  new Promise<{ sent: number; refused: number }>((resolve) =>
    setTimeout(() => resolve({ sent: 0, refused: 0 }), seconds * 1000),
  )
const SECONDS = 20

/**
 * Makes the bench persona a bidder on `MINE` running auctions (each ending in 40 to 60 minutes, so none ends during
 * the run): one bid each at the next valid amount, through the engine's rules. Returns their ids.
 */
const bidOnMany = (server: SandboxServer): number[] => {
  const { world, engine } = server.core()
  const me = [...world.users.values()].find((u) => u.email === BENCH_PERSONA)
  if (!me) throw new Error(`no ${BENCH_PERSONA} in the sandbox`)
  const ids: number[] = []
  const now = Date.now()
  for (const auction of world.auctions.values()) {
    if (ids.length === MINE) break
    if (auction.status !== 'active' || me.memberships.some((m) => m.dealerId === auction.sellerDealerId)) continue
    auction.endTime = Math.floor((now + (40 + (ids.length % 20)) * 60_000) / 1000) * 1000
    engine.reschedule(auction)
    const amount = (auction.bids.at(-1)?.amount ?? auction.startPrice - 100) + 100
    if (engine.placeBid(me.id, auction.id, amount, false, false, `bench-mine-${auction.id}`).ok) ids.push(auction.id)
  }
  return ids
}

/** The rows of the active buying page: each row's auction id and the high bid it shows. */
const shownRows = (page: Page): Promise<Map<number, number>> =>
  page
    .evaluate(`(() => [...document.querySelectorAll('li[aria-label]')].flatMap((li) => {
      const id = Number((li.querySelector('a[href^="/auction/"]')?.getAttribute('href') ?? '').split('/').pop())
      const bid = (li.textContent ?? '').match(/High bid \\$([\\d,]+)/)
      return id && bid ? [[id, Number(bid[1].replace(/,/g, ''))]] : []
    }))()`)
    .then((rows) => new Map(rows as [number, number][]))

/**
 * Issue 11's benchmark: active buying (/myacv/active/buying) with 500 of the user's auctions while 200 live bid
 * messages a second arrive for 20 s over the sandbox's websocket, at 4× CPU throttling. Every auction of the list is
 * subscribed and its membership re-checked by its pills once per frame; the page shows 12 rows. Reports p95 frame
 * time, long animation frames, the list's count before and after, and each shown row's high bid against the sandbox.
 */
const run = async (perSecond: number) => {
  const server = await startServer({ auctions: 3_000 })
  const browser = await launchChromium()
  try {
    const mine = bidOnMany(server)
    const storageState = await signedInState(browser, server.url)
    const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${server.url}myacv/active/buying`)
    const count = page.getByText(/^\d+ auctions$/)
    await count.waitFor({ timeout: 60_000 })
    const before = await count.textContent()
    const cdp = await throttleCpu(page)
    await page.waitForTimeout(1_000)
    let blast = { sent: 0, refused: 0 }
    const frames = await recordFrames(page, cdp, async () => {
      blast = perSecond > 0 ? await blastBids(server, mine, perSecond, SECONDS) : await idle(SECONDS)
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await page.waitForTimeout(2_000)
    const expected = sandboxHighBids(server, mine)
    const shown = await shownRows(page)
    const after = sandboxHighBids(server, mine)
    const wrong = [...shown].filter(([id, bid]) => bid !== expected.get(id) && bid !== after.get(id))
    const afterCount = await count.textContent()
    await context.close()
    const p95 = percentile(frames.frames, 95)
    const tag = perSecond === 0 ? 'control, no bids' : `${perSecond}/s`
    return {
      results: [
        { metric: `${tag}: auctions in the list before / after`, value: `${before} / ${afterCount}`, raw: mine.length },
        { metric: `${tag}: bids sent (refused)`, value: `${blast.sent} (${blast.refused})`, raw: blast.sent },
        { metric: `${tag}: p95 frame`, value: `${p95.toFixed(1)} ms`, raw: p95 },
        {
          metric: `${tag}: long frames > 50 ms`,
          value: String(frames.longFrames.length),
          raw: frames.longFrames.length,
        },
        { metric: `${tag}: main thread busy`, value: `${(frames.busyShare * 100).toFixed(0)}%`, raw: frames.busyShare },
        {
          metric: `${tag}: shown high bids wrong / checked`,
          value: `${wrong.length} / ${shown.size}`,
          raw: wrong.length,
        },
      ],
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/**
 * Issue 11's benchmark, with a control run (the same page, no bids) so that a shared machine's noise can be told
 * from the live load's cost.
 */
export const buyingActive = async () => {
  const control = await run(0)
  const loaded = await run(PER_SECOND)
  return {
    name: 'Active buying, 500 auctions (4× CPU throttling)',
    results: [...control.results, ...loaded.results],
  }
}
