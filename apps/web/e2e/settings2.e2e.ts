import { expect, test } from '@playwright/test'
import { signIn } from './support'

test.describe('settings: payment method (ADR 0034)', () => {
  test('an admin changes the default payment method and it is kept after a reload', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'admin@gavel.test')
    await expect(page).toHaveURL(/\/(marketplace|search)/, { timeout: 15_000 })
    await page.goto('/settings/paymentmethod')
    await expect(page.getByRole('heading', { name: 'Payment method', level: 1 })).toBeVisible()
    const ach = page.getByRole('radio', { name: 'ACH bank transfer' })
    const check = page.getByRole('radio', { name: 'Check' })
    await expect(check.or(ach).first()).toBeVisible()
    // The sandbox may outlive one run: switch to whichever of the two is not the default now.
    const target = (await check.isChecked()) ? ach : check
    await target.check()
    await page.getByRole('button', { name: 'Save payment method' }).click()
    await expect(page.getByText('Payment method saved.')).toBeVisible()
    await page.reload()
    await expect(target).toBeChecked()
    await expect(page.getByRole('button', { name: 'Save payment method' })).toBeDisabled()
  })
})
