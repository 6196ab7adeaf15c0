import { expect, type Page, type Response } from '@playwright/test'

export const PASSWORD = 'gavel-sandbox'

/** Fills in and submits the login form, as a dealer would; the terms modal, if it comes, is left to the caller. */
export const submitLogin = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: /^log in$/i }).click()
}

export const TERMS_TITLE = 'Updated ACV Terms of Service'

const isTermsCheck = (response: Response) =>
  response.request().method() === 'GET' && response.url().includes('/api/eulaacceptance/acceptancerequired')

/**
 * Watches for the day's terms check that follows a sign-in (marketplace §4) and says whether it asked for
 * acceptance; null when no check came (already checked today in this browser context).
 */
const watchTermsCheck = (page: Page): Promise<boolean | null> =>
  page
    .waitForResponse(isTermsCheck, { timeout: 15_000 })
    .then(
      async (response) =>
        ((await response.json()) as { eulaAcceptanceRequired?: boolean }).eulaAcceptanceRequired === true,
    )
    .catch(() => null)

/** Reads the terms to the bottom, ticks the box and accepts (marketplace §5); waits until the modal is gone. */
export const acceptTerms = async (page: Page): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: TERMS_TITLE })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  const terms = dialog.getByRole('region', { name: 'Terms of Service text' })
  await expect(terms.getByRole('heading').first()).toBeVisible()
  await terms.evaluate((element) => {
    element.scrollTop = element.scrollHeight
  })
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Accept' }).click()
  await expect(dialog).toBeHidden()
}

/**
 * Signs in through the login form and, when the terms check that follows asks for acceptance (buyer@ until some
 * journey accepts for the run), accepts the terms so the journey can go on.
 */
export const signIn = async (page: Page, email: string): Promise<void> => {
  const termsCheck = watchTermsCheck(page)
  await submitLogin(page, email)
  if (await termsCheck) await acceptTerms(page)
}

/** Opens /login and signs in; waits until the listing shows. */
export const signInFromLogin = async (page: Page, email: string): Promise<void> => {
  await page.goto('/login')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/(marketplace|search)/)
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
}

/** The spec's default error text, which the toast shows when a part of a page cannot be downloaded. */
export const DEFAULT_ERROR = 'There was problem processing your request. Please try again or adjust your parameters.'

/**
 * rewards@'s listing opened again with the chunks matching `chunk` failing to download, as after a deploy replaced
 * them or on a dropped connection; returns once the cards and the lanes' heading are on screen.
 */
export const listingWithChunksFailing = async (page: Page, chunk: RegExp): Promise<void> => {
  await signInFromLogin(page, 'rewards@gavel.test')
  await page.route(chunk, (route) => route.abort())
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Live Auctions' })).toBeVisible()
}

/** The id of the first live auction card on the listing whose countdown has over `minSeconds` left. */
export const firstAuctionId = async (page: Page): Promise<number> => {
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href')
  const id = Number(href?.match(/\/auction\/(\d+)/)?.[1])
  expect(id).toBeGreaterThan(0)
  return id
}

/** Reads a dollar amount such as "$12,300" as a number. */
export const dollars = (text: string | null): number => Number((text ?? '').replace(/[^0-9]/g, ''))

/**
 * Goes to `path` inside the running app, as its own links and redirects do (history and react-router, no reload), so
 * what the page holds in memory stays: what a dealer's next page may or may not show from the last one.
 */
export const goInApp = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((to) => {
    history.pushState({}, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * The next read of the user's completed tours (GET query-engine/user/key_value): what the app decides a tour on, so a
 * check that no tour started waits for it instead of for a fixed time alone.
 */
export const toursRead = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      r.url().includes('/query-engine/user/key_value') &&
      r.url().includes('completed_tours') &&
      r.ok(),
  )
