import type { Browser } from 'playwright-core'
import { listedAuctionIds } from './listing'
import { serveRasterPhotos } from './photos'
import { signedInState } from './signIn'

/**
 * The bench persona's marketplace in a fresh 1280×900 context, signed in, with raster photos, open on its first
 * cards; `ids` fills with every auction the listing fetches from then on.
 */
export const openMarketplace = async (browser: Browser, url: string) => {
  const storageState = await signedInState(browser, url)
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } })
  await serveRasterPhotos(context)
  const page = await context.newPage()
  const ids = listedAuctionIds(page)
  await page.goto(`${url}marketplace`)
  await page.getByRole('article').first().waitFor()
  return { context, page, ids }
}
