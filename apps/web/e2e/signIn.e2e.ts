import { expect, test } from '@playwright/test'
import { signIn, signInFromLogin } from './support'

test.describe('landing and signing in (journeys 2 and 6)', () => {
  test('the root and unknown paths land on /login', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page).toHaveTitle(/Gavel/)
  })

  test('the buyer lands on /marketplace and the seller, who prefers it, on /search', async ({ browser }) => {
    const buyer = await browser.newPage()
    await signInFromLogin(buyer, 'buyer@gavel.test')
    await expect(buyer).toHaveURL(/\/marketplace$/)
    const seller = await browser.newPage()
    await signInFromLogin(seller, 'seller@gavel.test')
    // an empty /search query becomes lane live plus the seller's applied saved searches (marketplace §2)
    await expect(seller).toHaveURL(/\/search\?l=%5B%22live%22%5D&s=%5B%22ss-\d+%22.*%5D$/)
    await seller.goto('/marketplace?l=%5B%22live%22%5D')
    await expect(seller).toHaveURL(/\/search\?l=%5B%22live%22%5D$/)
  })

  test('wrong credentials say so and keep the user on /login', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel(/email/i).fill('buyer@gavel.test')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: /^log in$/i }).click()
    await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('sign out clears the session and stored tokens and lands on /login', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    expect(await page.evaluate(() => localStorage.getItem('gavel.session'))).not.toBeNull()
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bailey Brooks/ })
      .click()
    await page.getByRole('menuitem', { name: /logout/i }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('gavel.session'))).toBeNull()
    await page.goto('/marketplace')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a protected URL opened while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/auction/1?from=mail')
    await expect(page).toHaveURL(/\/login$/)
    await signIn(page, 'buyer@gavel.test')
    await expect(page).toHaveURL(/\/auction\/1\?from=mail$/)
  })

  test('an absolute or protocol-relative return target is dropped', async ({ page }) => {
    await page.goto('/login')
    await page.evaluate(() => sessionStorage.setItem('gavel.returnTo', '//evil.example/steal'))
    await signIn(page, 'buyer@gavel.test')
    await expect(page).toHaveURL(/\/marketplace$/)
  })
})
