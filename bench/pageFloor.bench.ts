import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { launchChromium } from './lib/chromium'
import { median } from './lib/stats'

const RUNS = 7

/** A page with one module script that adds one element: what any app pays before its own code runs. */
const PAGE = `<!doctype html><html><head><script type="module">
const d = document.createElement('div'); d.id = 'x'; document.body.append(d)
</script></head><body></body></html>`

/** Navigation start to the element, stamped by a MutationObserver as `savedAuctions` and `coldLoad` stamp theirs. */
const PROBE = `new MutationObserver(() => {
  if (!window.__shown && document.getElementById('x')) window.__shown = performance.now()
}).observe(document, { childList: true, subtree: true })`

/**
 * The floor under issue 10's and 12's cold loads: the same harness (Debian's Chromium, a fresh context, 4× CPU
 * throttling, a MutationObserver stamp from navigation start) on a page that does nothing but add one element from a
 * module script. What the app's own first card or first rows take beyond it is the app's.
 */
export const pageFloor = async () => {
  const server = createServer((_, res) => {
    res.setHeader('content-type', 'text/html')
    res.end(PAGE)
  }).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const browser = await launchChromium()
  try {
    const times: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.addInitScript(PROBE)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(`http://127.0.0.1:${port}/`)
      await page.waitForFunction('window.__shown !== undefined')
      times.push((await page.evaluate('window.__shown')) as number)
      await context.close()
    }
    return {
      name: 'Page floor: one module script, one element (4× CPU throttling)',
      results: [
        { metric: `element shown (median of ${RUNS})`, value: `${median(times).toFixed(0)} ms`, raw: median(times) },
        { metric: 'each run', value: times.map((t) => `${t.toFixed(0)} ms`).join(', '), raw: times[0] ?? 0 },
      ],
    }
  } finally {
    await browser.close()
    server.close()
  }
}
