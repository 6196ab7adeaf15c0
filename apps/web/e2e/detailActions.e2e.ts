import { expect, test } from '@playwright/test'
import { signIn } from './support'

/** buyer@ bid on this running live-lane auction and was outbid (packages/sandbox/src/world/scenarios.ts). */
const BUYER_OUTBID = 880_007

test.describe('auction detail actions (marketplace §7 Single auction, Search service; docs/adr/0015)', () => {
  test('?action=watch watches once, leaves the URL, and the server agrees after a reload', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'buyer@gavel.test')
    await page.goto(`/auction/${BUYER_OUTBID}?action=watch`)
    const watch = page.getByRole('button', { name: 'Watch' })
    await expect(watch).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`/auction/${BUYER_OUTBID}$`))
    await page.reload()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    })
    await page.getByRole('button', { name: 'Watch' }).click()
    await expect(page.getByRole('button', { name: 'Watch' })).toHaveAttribute('aria-pressed', 'false')
  })

  test('?action=proxy focuses the maximum; a proxy bid comes back as a server receipt', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'buyer@gavel.test')
    await page.goto(`/auction/${BUYER_OUTBID}?action=proxy`)
    const proxy = page.getByRole('region', { name: 'Proxy bid' })
    const max = proxy.getByLabel('Maximum bid (USD)')
    await expect(max).toBeFocused({ timeout: 15_000 })
    await proxy.getByRole('button', { name: /^Raise maximum by/ }).click()
    await proxy.getByRole('button', { name: 'Set proxy bid' }).click()
    await expect(proxy.getByText(/^Proxy bid set: up to \$[\d,]+ at \d\d:\d\d:\d\d$/)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/auction/${BUYER_OUTBID}$`))
  })
})
