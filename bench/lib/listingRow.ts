import type { Browser, Page } from 'playwright-core'
import { openMarketplace } from './marketplacePage'

/** One grid row as the listing draws it, and what a page needs to draw it again without the app. */
export interface RowSnapshot {
  /** Every CSS rule the page has (styled-components' included). */
  readonly css: string
  /** The first row's markup, photos left out (they wait while the dealer flings, docs/adr/0054). */
  readonly row: string
  readonly gridClass: string
  readonly left: number
  readonly width: number
  readonly pitch: number
  readonly columns: number
}

/** Reads the listing's first row, its pitch and the page's CSS (a string, not a function: tsx's __name). */
const SNAPSHOT = `(() => {
  const grid = document.querySelector('[data-testid="auction-grid"]')
  const rows = [...grid.children]
  const row0 = rows.find((r) => r.dataset.index === '0'), row1 = rows.find((r) => r.dataset.index === '1')
  const rect = grid.getBoundingClientRect()
  const row = row0.cloneNode(true)
  for (const img of row.querySelectorAll('img')) { img.removeAttribute('src'); img.removeAttribute('srcset'); img.alt = '' }
  const css = [...document.styleSheets].flatMap((s) => { try { return [...s.cssRules].map((r) => r.cssText) } catch { return [] } })
  return { css: css.join('\\n'), row: row.outerHTML, gridClass: grid.className, left: rect.left, width: rect.width,
    pitch: row1.getBoundingClientRect().top - row0.getBoundingClientRect().top, columns: row0.children.length }
})()`

/** The bench persona's listing at 1280 × 900, read once its second row is drawn. */
export const snapshotListingRow = async (browser: Browser, url: string): Promise<RowSnapshot> => {
  const { context, page } = await openMarketplace(browser, url)
  await page.locator('[data-testid="auction-grid"] [data-index="1"]').waitFor()
  const snapshot = (await page.evaluate(SNAPSHOT)) as RowSnapshot
  await context.close()
  return snapshot
}

/** Elements in one row of the snapshot. */
export const elementsPerRow = (s: RowSnapshot): number => s.row.match(/<[a-z]/gi)?.length ?? 0

/**
 * A page with the snapshot's CSS, an empty grid `#g` where the listing's grid was (scrolled by the window) and the
 * row in `<template id="t">`; `script` draws into it.
 */
export const rowsPage = (s: RowSnapshot, script: string) => `<!doctype html><html><head><style>${s.css}</style></head>
<body><div id="g" class="${s.gridClass}" style="position:relative;margin-left:${s.left}px;width:${s.width}px"></div>
<template id="t">${s.row}</template><script>
const PITCH = ${s.pitch}, COLUMNS = ${s.columns}, OVERSCAN = 2
const grid = document.getElementById('g'), tpl = document.getElementById('t')
${script}
</script></body></html>`

/** A 1280 × 900 page showing `html` (a `rowsPage`); throws if its script failed or drew no rows, which would measure
 * nothing and look ideal. */
export const openRowsPage = async (browser: Browser, html: string): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.setContent(html)
  const drawn = await page.evaluate(() => document.getElementById('g')?.childElementCount ?? 0)
  if (errors.length > 0 || drawn === 0) throw new Error(`the ideal page drew ${drawn} rows: ${errors.join('; ')}`)
  return page
}
