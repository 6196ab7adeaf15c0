import { expect, test } from '@playwright/test'
import { acceptTerms, signInFromLogin, submitLogin, TERMS_TITLE } from './support'

const BUYER = 'buyer@gavel.test'
const ACCEPTED = 'Terms of Service accepted successfully'

test.describe('terms of service (marketplace §4, §5)', () => {
  // The run shares one sandbox and other journeys may have accepted for buyer@ already: start from "not accepted".
  test.beforeEach(async ({ request }) => {
    const reset = await request.post('/_pact/provider-states', {
      data: { state: 'user {email} has not accepted the current terms', params: { email: BUYER } },
    })
    expect(reset.ok()).toBe(true)
  })

  test('buyer@ must read to the end, tick and accept once; the modal does not come back', async ({ page }) => {
    await page.goto('/login')
    await submitLogin(page, BUYER)
    const dialog = page.getByRole('dialog', { name: TERMS_TITLE })
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(dialog.getByRole('heading', { name: '2. Bids are binding' })).toBeVisible()

    await page.mouse.click(5, 5)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    const checkbox = dialog.getByRole('checkbox', { name: /agree to the terms of service/i })
    const accept = dialog.getByRole('button', { name: 'Accept' })
    await expect(checkbox).toBeDisabled()
    await expect(accept).toBeDisabled()
    await expect(dialog.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      /\/gw\/terms\/eula\/\d+\/pdf$/,
    )

    const terms = dialog.getByRole('region', { name: 'Terms of Service text' })
    await terms.hover()
    await expect(async () => {
      await page.mouse.wheel(0, 400)
      await expect(checkbox).toBeEnabled({ timeout: 250 })
    }).toPass({ timeout: 10_000 })
    await expect(accept).toBeDisabled()
    await checkbox.check()
    await expect(accept).toBeEnabled()
    await accept.click()

    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts).toContainText(ACCEPTED)
    await expect(toasts.getByText(ACCEPTED)).toHaveCount(1)
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })

    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toBeHidden()
  })

  test('once accepted, a new browser signs buyer@ in without the modal', async ({ browser, page }) => {
    await page.goto('/login')
    await submitLogin(page, BUYER)
    await acceptTerms(page)
    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    const check = other.waitForResponse((r) => r.url().includes('/api/eulaacceptance/acceptancerequired'))
    await signInFromLogin(other, BUYER)
    expect(await (await check).json()).toMatchObject({ eulaAcceptanceRequired: false })
    await expect(other.getByRole('dialog', { name: TERMS_TITLE })).toBeHidden()
    await fresh.close()
  })
})
