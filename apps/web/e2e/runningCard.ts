import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The listing's cards with `minutes` (1 to 9) or more left, so a bid lands before they end. The sandbox's first wave
 * ends 20 s apart from its start, so on a slow run the top cards of the listing may already read "Ended".
 */
export const runningCards = (page: Page, minutes = 1): Locator =>
  page.getByRole('article').filter({
    has: page.getByRole('timer', { name: new RegExp(`^Time left (([${minutes}-9]|[1-9]\\d+):\\d\\d|\\d+h|\\d+d)`) }),
  })

/** The first of the running cards. */
export const runningCard = (page: Page): Locator => runningCards(page).first()

/** The id of the first card with `minutes` or more left (runningCards). */
export const runningAuctionId = async (page: Page, minutes = 1): Promise<number> => {
  const id = Number(await runningCards(page, minutes).first().getAttribute('data-auction-id'))
  expect(id).toBeGreaterThan(0)
  return id
}

/** That card, pinned by id so it stays the same card whatever its countdown does next. */
export const cardOf = (page: Page, id: number): Locator => page.locator(`article[data-auction-id="${id}"]`)
