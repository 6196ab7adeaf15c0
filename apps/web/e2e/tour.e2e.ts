import { expect, type Page, test } from '@playwright/test'
import { signIn, signInFromLogin, toursRead } from './support'

const WELCOME = 'Welcome to the new marketplace'

const isTourSave = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/query-engine/user/key_value') && r.ok(),
  )

test.describe('guided tours (shell §4.5)', () => {
  test('admin@, on a first visit, takes the marketplace tour from the welcome modal to Finish; it does not start again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInFromLogin(page, 'admin@gavel.test')
    const welcome = page.getByRole('dialog', { name: WELCOME })
    await expect(welcome).toBeVisible()
    await expect(welcome.getByRole('button', { name: 'START TUTORIAL' })).toBeFocused()
    await welcome.getByRole('button', { name: 'START TUTORIAL' }).click()
    await expect(welcome).toBeHidden()

    const step = page.getByTestId('tour-step')
    for (const [n, header] of ['Live auctions', 'Auction cards', 'Getting around', 'Notifications'].entries()) {
      await expect(step.getByRole('heading', { name: header })).toBeVisible()
      await expect(step).toContainText(`Step ${n + 1} of 5`)
      await step.getByRole('button', { name: 'Next' }).click()
    }
    await expect(step.getByRole('heading', { name: 'Your menu' })).toBeVisible()
    await step.getByRole('button', { name: 'Previous' }).click()
    await expect(step.getByRole('heading', { name: 'Notifications' })).toBeVisible()
    await step.getByRole('button', { name: 'Next' }).click()
    const saved = isTourSave(page)
    await step.getByRole('button', { name: 'Finish' }).click()
    await expect(step).toBeHidden()
    await saved
    await expect(page).toHaveURL(/\/marketplace$/)

    const read = toursRead(page)
    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    await read
    await page.waitForTimeout(1_000)
    await expect(page.getByRole('dialog', { name: WELCOME })).toHaveCount(0)
  })

  test('buyer@ has seen the welcome already: no tour starts on the listing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const read = toursRead(page)
    await signInFromLogin(page, 'buyer@gavel.test')
    await read
    await page.waitForTimeout(1_000)
    await expect(page.getByRole('dialog', { name: WELCOME })).toHaveCount(0)
  })
})

test.describe('outstanding auctions (shell §2.1, §4.1)', () => {
  test('outstanding@ is locked to /auctions/outstanding with every navigation hidden', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'outstanding@gavel.test')
    await expect(page).toHaveURL(/\/auctions\/outstanding$/)
    await expect(page.getByRole('heading', { name: 'Auctions to finalize', level: 1 })).toBeVisible()
    const items = page.getByRole('list', { name: 'Auctions to finalize' }).getByRole('listitem')
    await expect(items).toHaveCount(3)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)

    await page.goto('/marketplace')
    await expect(page).toHaveURL(/\/auctions\/outstanding$/)
    await page.goto('/notifications')
    await expect(page).toHaveURL(/\/auctions\/outstanding$/)

    const href = await items.first().getByRole('link').getAttribute('href')
    await items.first().getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })
})
