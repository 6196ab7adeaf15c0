import type { Browser, BrowserContext } from 'playwright-core'

/** A persona that bids from the marketplace and has accepted the current terms (no modal in the way). */
export const BENCH_PERSONA = 'rewards@gavel.test'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/**
 * Signs the persona in through the login screen once and returns the browser storage (the session vault), so each
 * measured run starts cold but signed in, as a dealer reopening the app does.
 */
export const signedInState = async (browser: Browser, url: string, email = BENCH_PERSONA): Promise<StorageState> => {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${url}login`)
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('gavel-sandbox')
    await page.getByRole('button', { name: /^log in$/i }).click()
    await page.getByRole('article').first().waitFor({ timeout: 20_000 })
    return await context.storageState()
  } finally {
    await context.close()
  }
}
