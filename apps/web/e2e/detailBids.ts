import { type Browser, expect, type Page } from '@playwright/test'
import { signInFromLogin } from './support'

/** Bids on the open detail page through its bid box, and waits for the 'bid placed' status. */
export const bidOnDetail = async (page: Page, amount: number): Promise<void> => {
  await page.getByLabel(/your bid/i).fill(String(amount))
  await page.getByRole('button', { name: /^place bid|^bid/i }).click()
  await expect(page.getByRole('status').filter({ hasText: /bid placed/i })).toBeVisible()
}

/** A second dealer (multi@) in their own browser context. */
export const rivalWindow = async (browser: Browser) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInFromLogin(page, 'multi@gavel.test')
  return { page, close: () => context.close() }
}
