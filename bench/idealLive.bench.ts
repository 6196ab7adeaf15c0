import { launchChromium } from './lib/chromium'
import { recordFrames, throttleCpu } from './lib/pageMetrics'
import { percentile } from './lib/stats'

const SECONDS = 20

/**
 * The bare ideal the live benchmark is compared with (issue 10): an external store of 2,000 auctions, one listener
 * per shown id, one flush per animation frame, a virtual list of the rows in view, and bid messages made in the page
 * at the same rate as the live benchmark's (no network, no framework). Its main-thread script + style + layout share
 * at 1,000/s is the yardstick: the listing should stay within 1.2× of it.
 */
export const idealPage = (
  feed: string,
) => `<!doctype html><body style="margin:0"><div id="v" style="height:100vh;overflow:auto">
<div id="h" style="position:relative"></div></div><script>
const N = 2000, ROW = 120, bids = new Float64Array(N), listeners = new Map(), dirty = new Set()
const v = document.getElementById('v'), h = document.getElementById('h')
h.style.height = N * ROW + 'px'
let flushing = false
const flush = () => { flushing = false; for (const id of dirty) listeners.get(id)?.(bids[id]); dirty.clear() }
const apply = (id, amount) => { bids[id] = amount; if (!listeners.has(id)) return
  dirty.add(id); if (!flushing) { flushing = true; requestAnimationFrame(flush) } }
const rows = new Map()
const render = () => { const first = Math.floor(v.scrollTop / ROW), last = Math.min(N, first + Math.ceil(innerHeight / ROW) + 2)
  for (const [id, el] of rows) if (id < first || id >= last) { el.remove(); rows.delete(id); listeners.delete(id) }
  for (let id = first; id < last; id++) if (!rows.has(id)) { const el = document.createElement('article')
    el.style.cssText = 'position:absolute;left:0;right:0;height:' + (ROW - 8) + 'px;top:' + id * ROW + 'px;border:1px solid #ccc'
    el.textContent = 'Auction ' + id + ' high bid $' + bids[id]; h.append(el); rows.set(id, el)
    listeners.set(id, (amount) => { el.textContent = 'Auction ' + id + ' high bid $' + amount }) } }
v.addEventListener('scroll', render, { passive: true }); render()
${feed}
</script>`

/** Bid messages made in the page: `perSecond` a second, in ticks of 10 ms. */
export const IDEAL = (perSecond: number) =>
  idealPage(`const perTick = ${perSecond} / 100
setInterval(() => { for (let i = 0; i < perTick; i++) { const id = (Math.random() * N) | 0; apply(id, bids[id] + 100) } }, 10)`)

export const idealLive = async () => {
  const browser = await launchChromium()
  const results = []
  try {
    for (const perSecond of [1_000, 5_000]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      const cdp = await throttleCpu(page)
      await page.setContent(IDEAL(perSecond))
      await page.waitForTimeout(1_000)
      const frames = await recordFrames(page, cdp, () => page.waitForTimeout(SECONDS * 1_000))
      const tag = `${perSecond.toLocaleString('en-US')}/s`
      const p95 = percentile(frames.frames, 95)
      results.push(
        { metric: `${tag}: p95 frame`, value: `${p95.toFixed(1)} ms`, raw: p95 },
        {
          metric: `${tag}: long frames > 50 ms`,
          value: String(frames.longFrames.length),
          raw: frames.longFrames.length,
        },
        {
          metric: `${tag}: main thread script + style + layout`,
          value: `${(frames.workShare * 100).toFixed(1)}%`,
          raw: frames.workShare,
        },
        { metric: `${tag}: main thread busy`, value: `${(frames.busyShare * 100).toFixed(0)}%`, raw: frames.busyShare },
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return { name: 'Live ideal baseline (bare store + virtual list, no network, 4× CPU throttling)', results }
}
