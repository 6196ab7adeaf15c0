import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The listing's cards with a minute or more left, so a bid lands before they end. The sandbox's first wave ends
 * 20 s apart from its start, so on a slow run the top cards of the listing may already read "Ended".
 */
export const runningCards = (page: Page): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('timer', { name: /^Time left ([1-9]\d*:\d\d|\d+h|\d+d)/ }) })

/** The first of the running cards. */
export const runningCard = (page: Page): Locator => runningCards(page).first()

/** The id of the first running card (runningCard). */
export const runningAuctionId = async (page: Page): Promise<number> => {
  const id = Number(await runningCard(page).getAttribute('data-auction-id'))
  expect(id).toBeGreaterThan(0)
  return id
}

/** That card, pinned by id so it stays the same card whatever its countdown does next. */
export const cardOf = (page: Page, id: number): Locator => page.locator(`article[data-auction-id="${id}"]`)

/** Makes `id` live again, ending in `seconds` (sandbox provider state, packages/sandbox CONTEXT.md). */
export const endsIn = async (page: Page, id: number, seconds: number): Promise<void> => {
  const response = await page.request.post('/_pact/provider-states', {
    data: { state: 'auction {auctionId} is live', params: { auctionId: id, endsInSeconds: seconds } },
  })
  expect(response.ok()).toBe(true)
}
