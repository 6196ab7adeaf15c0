import type { Browser } from 'playwright-core'
import { launchChromium } from './lib/chromium'
import { compositorFlings, flingResults, wheelFlings } from './lib/fling'
import { elementsPerRow, openRowsPage, type RowSnapshot, rowsPage, snapshotListingRow } from './lib/listingRow'
import { throttleCpu } from './lib/pageMetrics'
import { startServer } from './lib/sandboxServer'

const AUCTIONS = 10_000

/** A bare row: one line of text in a bordered box, as `idealLive`'s rows. */
const BARE: RowSnapshot = {
  css: 'body{margin:0;font:14px sans-serif}',
  row: '<article style="position:absolute;left:0;right:0;height:112px;border:1px solid #ccc">Auction 0 high bid $0</article>',
  gridClass: '',
  left: 0,
  width: 1280,
  pitch: 120,
  columns: 1,
}

/**
 * The same rows moved by a plain virtual list over the window's scroll: rows one pitch tall in slots reused as they
 * leave (as docs/adr/0049), each entering row's numbers rewritten in place, no framework, no network, no countdowns.
 */
const idealPage = (s: RowSnapshot) =>
  rowsPage(
    s,
    `const ROWS = Math.ceil(${AUCTIONS} / COLUMNS)
grid.style.height = ROWS * PITCH + 'px'
const gridTop = grid.offsetTop, slots = Math.ceil(innerHeight / PITCH) + 2 * OVERSCAN + 1, pool = []
const make = () => { const el = tpl.content.firstElementChild.cloneNode(true), texts = []
  const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
  for (let n = walk.nextNode(); n; n = walk.nextNode()) if (/\\d/.test(n.nodeValue)) texts.push([n, n.nodeValue])
  grid.append(el); return { el, texts, index: -1 } }
const show = (index) => { const slot = (pool[index % slots] ??= make()); if (slot.index === index) return
  slot.index = index; slot.el.style.transform = 'translateY(' + index * PITCH + 'px)'
  for (const [node, text] of slot.texts) node.nodeValue = text.replace(/\\d+/, String(index)) }
const render = () => { const y = scrollY - gridTop
  const first = Math.max(0, Math.floor(y / PITCH) - OVERSCAN), last = Math.min(ROWS - 1, Math.floor((y + innerHeight) / PITCH) + OVERSCAN)
  for (let i = first; i <= last; i++) show(i) }
addEventListener('scroll', render, { passive: true }); render()`,
  )

const flingIdeal = async (browser: Browser, name: string, snapshot: RowSnapshot) => {
  const page = await openRowsPage(browser, idealPage(snapshot))
  const cdp = await throttleCpu(page)
  const wheel = await wheelFlings(page, cdp)
  const fling = await compositorFlings(page, cdp)
  await page.close()
  return [...flingResults(wheel, `${name}: `), ...flingResults(fling, `${name}: compositor fling: `)]
}

/**
 * The floor under issue 10's scroll target (≤ 1% dropped frames), in the `scroll` bench's harness (the same flings at
 * 4× CPU throttling): 10,000 auctions in a plain virtual list, first as bare text rows, then as the listing's own rows
 * (its markup and CSS taken from the running app) without React or styled-components. What `scroll` drops beyond the
 * second is the app's; what the second drops is the browser's style, layout and paint of those rows on this machine.
 */
export const idealScroll = async () => {
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const listingRows = await snapshotListingRow(browser, server.url)
    const results = [
      ...(await flingIdeal(browser, 'bare rows', BARE)),
      ...(await flingIdeal(browser, "the listing's rows, no framework", listingRows)),
      {
        metric: "the listing's rows: elements per row, pitch",
        value: `${elementsPerRow(listingRows)}, ${listingRows.pitch.toFixed(0)} px`,
        raw: listingRows.pitch,
      },
    ]
    return { name: `Scroll ideal: ${AUCTIONS.toLocaleString('en-US')} rows, plain virtual list (4× CPU)`, results }
  } finally {
    await browser.close()
    await server.close()
  }
}
