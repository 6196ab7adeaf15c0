import type { Page } from 'playwright-core'

/** Records the auction ids every listing page the app fetched returned, in order. */
export const listedAuctionIds = (page: Page): number[] => {
  const ids: number[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/filters/auctions/buying/') || !response.ok()) return
    const body = (await response.json().catch(() => null)) as { results?: { id?: unknown }[] } | null
    for (const row of body?.results ?? []) if (typeof row.id === 'number' && !ids.includes(row.id)) ids.push(row.id)
  })
  return ids
}

/**
 * Scrolls the listing to its end until the app has loaded `count` auctions (page size 12, more on scroll), as a
 * dealer scrolling through the lane does. Gives up when nothing new arrives for 5 s.
 */
export const loadAuctions = async (page: Page, ids: readonly number[], count: number): Promise<void> => {
  let seen = ids.length
  let idleSince = Date.now()
  while (ids.length < count && Date.now() - idleSince < 5_000) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(30)
    if (ids.length > seen) {
      seen = ids.length
      idleSince = Date.now()
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** The high bid each rendered card shows, read by scrolling the whole grid a viewport at a time. */
export const shownHighBids = async (page: Page): Promise<Map<number, number | null>> => {
  const shown = new Map<number, number | null>()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = await page.evaluate(() => window.innerHeight)
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
    const rows = await page.$$eval('[data-auction-id]', (cards) =>
      cards.map((card) => {
        const label = card.textContent ?? ''
        // the countdown follows the amount with no space between them in the text
        const match = /High bid\s*\$(\d{1,3}(?:,\d{3})*)/.exec(label)
        return [
          Number(card.getAttribute('data-auction-id')),
          match ? Number(match[1]?.replace(/,/g, '')) : null,
        ] as const
      }),
    )
    for (const [id, bid] of rows) shown.set(id, bid)
  }
  return shown
}
