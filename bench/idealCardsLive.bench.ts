import type { Browser } from 'playwright-core'
import { IDEAL } from './idealLive.bench'
import { launchChromium } from './lib/chromium'
import { openRowsPage, type RowSnapshot, rowsPage, snapshotListingRow } from './lib/listingRow'
import { type FrameReport, recordFrames, throttleCpu } from './lib/pageMetrics'
import { startServer } from './lib/sandboxServer'
import { percentile } from './lib/stats'

const AUCTIONS = 2_000
const SECONDS = 20

/**
 * The listing's own cards at the top of a grid of 2,000 auctions, kept live by plain JS: the store, one listener per
 * shown id and one flush per frame of `idealLive`, each bid rewriting a card's high bid, bid count and Bid button
 * text, and each shown card's countdown rewritten every second (the listing's countdowns are all in their last hour
 * at the top of "ending soonest"). Bid messages are made in the page, `perSecond` a second in ticks of 10 ms.
 */
const cardsPage = (s: RowSnapshot, perSecond: number) =>
  rowsPage(
    s,
    `const N = ${AUCTIONS}, ROWS = Math.ceil(N / COLUMNS), now = Date.now()
grid.style.height = ROWS * PITCH + 'px'
const bids = Float64Array.from({ length: N }, (_, id) => 10000 + id * 100), counts = new Int32Array(N)
const ends = Float64Array.from({ length: N }, (_, id) => now + 60000 + id * 1500)
const listeners = new Map(), dirty = new Set(), shown = []
let flushing = false
const flush = () => { flushing = false; for (const id of dirty) listeners.get(id)?.(); dirty.clear() }
const apply = (id, amount) => { bids[id] = amount; counts[id] += 1; if (!listeners.has(id)) return
  dirty.add(id); if (!flushing) { flushing = true; requestAnimationFrame(flush) } }
const money = (n) => '$' + n.toLocaleString('en-US')
const clock = (ms) => { const s = Math.max(0, Math.round(ms / 1000)); return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0') }
const kinds = (card) => { const k = { amount: [], button: [], count: [], clock: [] }
  const walk = document.createTreeWalker(card, NodeFilter.SHOW_TEXT)
  for (let n = walk.nextNode(); n; n = walk.nextNode()) { const v = n.nodeValue.trim()
    if (/^\\$[\\d,]+$/.test(v)) (n.parentElement.closest('button') ? k.button : k.amount).push(n)
    else if (/^Bid \\$/.test(v)) k.button.push(n)
    else if (/^\\d+ bids?$/.test(v)) k.count.push(n)
    else if (/^\\d+:\\d\\d(:\\d\\d)?$/.test(v)) k.clock.push(n) }
  return k }
const write = (k, id) => { for (const n of k.amount) n.nodeValue = money(bids[id])
  for (const n of k.button) n.nodeValue = (n.nodeValue.startsWith('Bid') ? 'Bid ' : '') + money(bids[id] + 100)
  for (const n of k.count) n.nodeValue = counts[id] + ' bids' }
const last = Math.min(ROWS - 1, Math.ceil(innerHeight / PITCH) + OVERSCAN)
for (let row = 0; row <= last; row++) { const el = tpl.content.firstElementChild.cloneNode(true)
  el.style.transform = 'translateY(' + row * PITCH + 'px)'; grid.append(el)
  ;[...el.children].forEach((card, column) => { const id = row * COLUMNS + column, k = kinds(card)
    shown.push([id, k]); write(k, id); listeners.set(id, () => write(k, id)) }) }
window.__kinds = shown.map(([, k]) => Object.values(k).map((a) => a.length).join('/'))
setInterval(() => { const t = Date.now(); for (const [id, k] of shown) for (const n of k.clock) n.nodeValue = clock(ends[id] - t) }, 1000)
const perTick = ${perSecond} / 100
setInterval(() => { for (let i = 0; i < perTick; i++) { const id = (Math.random() * N) | 0; apply(id, bids[id] + 100) } }, 10)`,
  )

const measure = async (browser: Browser, html: string, bare: boolean) => {
  const page = bare
    ? await browser.newPage({ viewport: { width: 1280, height: 900 } })
    : await openRowsPage(browser, html)
  if (bare) await page.setContent(html)
  const cdp = await throttleCpu(page)
  await page.waitForTimeout(1_000)
  const frames = await recordFrames(page, cdp, () => page.waitForTimeout(SECONDS * 1_000))
  const kinds = bare ? [] : ((await page.evaluate('window.__kinds')) as string[])
  await page.close()
  return { frames, kinds }
}

const rows = (tag: string, f: FrameReport) => {
  const p95 = percentile(f.frames, 95)
  return [
    {
      metric: `${tag}: main thread script + style + layout`,
      value: `${(f.workShare * 100).toFixed(1)}%`,
      raw: f.workShare,
    },
    { metric: `${tag}: main thread busy`, value: `${(f.busyShare * 100).toFixed(0)}%`, raw: f.busyShare },
    {
      metric: `${tag}: p95 frame, long frames > 50 ms`,
      value: `${p95.toFixed(1)} ms, ${f.longFrames.length}`,
      raw: p95,
    },
  ]
}

/**
 * What issue 10's live target (the listing within 1.2× of `idealLive` at 1,000/s) leaves for the listing's own cards:
 * in one run, the bare ideal at 1,000/s, then the listing's cards (markup and CSS taken from the running app) kept
 * live by the same plain store with their countdowns ticking, at 0, 1,000 and 5,000 bids a second, all at 4× CPU
 * throttling for 20 s. What `liveThroughput` spends beyond the cards' numbers in the same hour is the app's (React,
 * styled-components, the socket, the SDK, polls); what the cards spend beyond the bare ideal is the design's.
 */
export const idealCardsLive = async () => {
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const snapshot = await snapshotListingRow(browser, server.url)
    const results = [...rows('bare ideal, 1,000/s', (await measure(browser, IDEAL(1_000), true)).frames)]
    let kinds: string[] = []
    for (const perSecond of [0, 1_000, 5_000]) {
      const run = await measure(browser, cardsPage(snapshot, perSecond), false)
      kinds = run.kinds
      results.push(...rows(`the listing's cards, ${perSecond.toLocaleString('en-US')}/s`, run.frames))
    }
    const patterns = new Map<string, number>()
    for (const k of kinds) patterns.set(k, (patterns.get(k) ?? 0) + 1)
    results.push({
      metric: 'shown cards × text nodes each rewrites (amount/button/count/countdown)',
      value: [...patterns].map(([k, n]) => `${n} × ${k}`).join(', '),
      raw: kinds.length,
    })
    return {
      name: `Live ideal with the listing's cards (${AUCTIONS.toLocaleString('en-US')} auctions, 4× CPU)`,
      results,
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
