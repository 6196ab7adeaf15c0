import { expect, type Page } from '@playwright/test'

export const PASSWORD = 'gavel-sandbox'

/** Signs in through the login form, as a dealer would. */
export const signIn = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(PASSWORD)
  await page.getByRole('button', { name: /^log in$/i }).click()
}

/** Opens /login and signs in; waits until the listing shows. */
export const signInFromLogin = async (page: Page, email: string): Promise<void> => {
  await page.goto('/login')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/(marketplace|search)/)
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
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
