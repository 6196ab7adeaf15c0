import { expect, type Page, test } from '@playwright/test'
import { signInFromLogin } from './support'

/** The capital user check that follows a sign-in (marketplace §7 Capital service, GET account/user/exists). */
const capitalCheck = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/account/user/exists'))

test.describe('the Capital link, only with the capital menu (shell §2.1, §6; marketplace §6)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  test('capital@ sees Capital in the desktop header, and it goes to /capital', async ({ page }) => {
    const check = capitalCheck(page)
    await signInFromLogin(page, 'capital@gavel.test')
    expect((await check).status()).toBe(200)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const capital = nav.getByRole('link', { name: 'Capital', exact: true })
    await expect(capital).toHaveAttribute('href', '/capital')
    await capital.click()
    await expect(page).toHaveURL(/\/capital$/)
  })

  test('buyer@, whom the capital service does not know, sees no Capital link', async ({ page }) => {
    const check = capitalCheck(page)
    await signInFromLogin(page, 'buyer@gavel.test')
    expect((await check).status()).toBe(404)
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Market Report' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Capital', exact: true })).toHaveCount(0)
  })
})
