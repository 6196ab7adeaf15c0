import { expect, test } from '@playwright/test'
import { signIn } from './support'

/** Scenario auctions of the sandbox (packages/sandbox/src/world/scenarios.ts). */
const BUYER_OUTBID = 880_007
const OUTSTANDING_WON = 880_001

test.describe('auction detail information (marketplace §3 display fields, §7 Single auction)', () => {
  test('buyer@ browses the photos by keyboard, reads the report, history, seller and their dealership bids', async ({
    page,
  }) => {
    await page.goto('/login')
    await signIn(page, 'buyer@gavel.test')
    await page.goto(`/auction/${BUYER_OUTBID}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('view-count')).toHaveText(/^\d[\d,]* views?$/)

    await page.getByRole('button', { name: /^Photo 1 of \d+: Primary$/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('button', { name: /^Photo 2 of \d+: Front$/ })).toBeFocused()
    await page.getByRole('button', { name: /^Enlarge photo 2/ }).click()
    const viewer = page.getByRole('dialog', { name: /photos$/ })
    await expect(viewer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()

    await expect(page.getByRole('heading', { name: 'Condition report' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Vehicle history' }).getByText('Owners')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Seller' }).getByText('Sell-through rate')).toBeVisible()
    await expect(page.getByRole('link', { name: 'buyer@gavel.test' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Download bill of sale' })).toHaveCount(0)
  })

  test('outstanding@ downloads the bill of sale of an auction they won', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'outstanding@gavel.test')
    await page.goto(`/auction/${OUTSTANDING_WON}`)
    const button = page.getByRole('button', { name: 'Download bill of sale' })
    await expect(button).toBeVisible({ timeout: 15_000 })
    const download = page.waitForEvent('download')
    await button.click()
    expect((await download).suggestedFilename()).toBe(`bill-of-sale-${OUTSTANDING_WON}.pdf`)
    await expect(page.getByText('Bill of sale downloaded.')).toBeVisible()
  })
})
