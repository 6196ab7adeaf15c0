import { expect, type Page, test } from '@playwright/test'
import { signIn } from './support'

/**
 * Requesting an inspection (issue 12, docs/adr/0045) on the sandbox host: seller@ opens Request Inspection from
 * the my-account menu, is told a VIN with an O is not a VIN, requests it with a valid one and finds it at the top
 * of the requested list; a buyer (no selling dealership) is kept out of both pages (shell §4.1).
 */

const signInAt = async (page: Page, email: string, path: string) => {
  await page.goto('/login')
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(path)
}

test.describe('request inspection (issue 12)', () => {
  test('the seller requests an inspection after fixing the VIN and sees it in the requested list', async ({ page }) => {
    await signInAt(page, 'seller@gavel.test', '/myacv/menu')
    await page.getByRole('link', { name: 'Request Inspection' }).first().click()
    await expect(page).toHaveURL(/\/myacv\/request-inspection\/new/)
    const form = page.getByRole('form', { name: 'Request an inspection' })
    const vin = form.getByLabel('VIN', { exact: true })
    await vin.fill('1FTFW1E5OPFA12345')
    await form.getByLabel('Odometer (miles)').fill('41,000')
    await expect(form.getByText('A VIN uses only letters and digits, and never I, O or Q.')).toBeVisible()
    await form.getByLabel('Last day').fill(await form.getByLabel('First day').inputValue())
    await form.getByLabel('Contact phone').fill('(512) 555-0142')
    await form.getByRole('button', { name: 'Request inspection' }).click()
    await expect(page).toHaveURL(/\/new/)
    await vin.fill('1FTFW1E51PFA12345')
    await form.getByRole('button', { name: 'Request inspection' }).click()
    await expect(page).toHaveURL(/\/myacv\/request-inspection\/requested/)
    const first = page.getByRole('list', { name: 'Requested inspections', exact: true }).getByRole('listitem').first()
    await expect(first).toContainText('1FTFW1E51PFA12345')
    await expect(first).toContainText('just now')
    await expect(first.getByText('Requested', { exact: true })).toBeVisible()
  })

  test('a buyer is kept out of both inspection pages', async ({ page }) => {
    await signInAt(page, 'buyer@gavel.test', '/myacv/request-inspection/new')
    await expect(page).toHaveURL(/\/myacv\/active\/buying|\/auctions\/active/)
    await page.goto('/myacv/request-inspection/requested')
    await expect(page).toHaveURL(/\/myacv\/active\/buying|\/auctions\/active/)
    await expect(page.getByRole('form', { name: 'Request an inspection' })).toHaveCount(0)
  })
})
