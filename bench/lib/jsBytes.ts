import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { webDist } from './sandboxServer'

/** Brotli size (quality 11, what a CDN serves) of one of the app's built files. */
export const brotliSize = (urlPath: string): number => {
  const file = readFileSync(join(webDist, urlPath))
  return brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/**
 * Makes every page of the context note, in the page itself, when the first element matching `selector` entered the
 * DOM (a MutationObserver from the first script on), so the JS requested before that moment can be told from what
 * loads after it, whatever the test runner's polling delay.
 */
export const markFirstAppearance = (context: BrowserContext, selector: string) =>
  context.addInitScript(`(() => {
    const selector = ${JSON.stringify(selector)}
    window.__firstAppearance = window.__firstAppearance || {}
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      window.__firstAppearance[selector] = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`)

/** The same-origin JS the page had requested before the marked element first appeared (resource timing). */
export const jsRequestedBeforeAppearance = async (page: Page, selector: string): Promise<string[]> =>
  page.evaluate(`(() => {
    const at = (window.__firstAppearance || {})[${JSON.stringify(selector)}] ?? Infinity
    return performance.getEntriesByType('resource')
      .filter((e) => e.startTime < at && new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname)
  })()`)
