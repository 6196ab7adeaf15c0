import { expect, test } from '@playwright/test'
import { signInFromLogin } from './support'

/** Capital (marketplace §7 Capital service, §8; shell §2.2): paying an invoice, and a portal failure. */
test.describe('capital', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  test('capital@ pays an open invoice with capital and finds it among the closed invoices', async ({ page }) => {
    const openInvoiceReads: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/gw/capital/open-invoices'))
        openInvoiceReads.push(page.url())
    })
    // Open invoices are preloaded for capital users at sign-in (shell §6), in idle time on the listing.
    const preload = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/gw/capital/open-invoices'))
    await signInFromLogin(page, 'capital@gavel.test')
    await preload
    expect(openInvoiceReads).toHaveLength(1)
    expect(openInvoiceReads[0]).not.toContain('/capital')
    await page.getByRole('banner').getByRole('link', { name: 'Capital', exact: true }).click()
    await expect(page).toHaveURL(/\/capital\/account-details$/)
    await page.getByRole('navigation', { name: 'Capital' }).getByRole('link', { name: 'Open invoices' }).click()
    const open = page.getByRole('list', { name: 'Open invoices' })
    const first = open.getByRole('listitem').first()
    await expect(first).toBeVisible()
    // Shown from the preloaded cache (15 minutes): opening the page asked nothing again.
    expect(openInvoiceReads).toHaveLength(1)
    const vehicle = (await first.getAttribute('aria-label')) ?? ''
    const vin = (await first.getByText(/^VIN /).textContent()) ?? ''
    const before = await open.getByRole('listitem').count()

    const payment = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/gw/capital/payment'),
    )
    await first.getByRole('button', { name: `Pay ${vehicle}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Pay this invoice?' })
    await expect(dialog).toContainText(vin.replace('VIN ', ''))
    await dialog.getByRole('button', { name: 'Pay now' }).click()
    const paid = await payment
    expect(paid.request().headers()['idempotency-key']).toBeTruthy()
    expect(await paid.json()).toMatchObject({
      status: 'paid',
      invoice: { vin: vin.replace('VIN ', ''), status: 'closed' },
    })

    await expect(page.getByText('Payment sent. The invoice moved to closed invoices.')).toBeVisible()
    await expect(open.getByRole('listitem')).toHaveCount(before - 1)
    await expect(open.getByText(vin, { exact: true })).toHaveCount(0)

    await page.getByRole('navigation', { name: 'Capital' }).getByRole('link', { name: 'Closed invoices' }).click()
    const closed = page.getByRole('list', { name: 'Closed invoices' })
    await expect(closed.getByText(vin, { exact: true })).toBeVisible()
  })

  test('a failed capital user check lands on /capital/portal-error, and its retry opens the portal', async ({
    page,
  }) => {
    await signInFromLogin(page, 'capital@gavel.test')
    await page.route('**/gw/capital/account/user/exists', (route) =>
      route.fulfill({ status: 503, json: { message: 'Capital is down', code: 'unavailable' } }),
    )
    await page.goto('/capital')
    await expect(page).toHaveURL(/\/capital\/portal-error$/, { timeout: 15_000 })
    await expect(page.getByText('Capital is not available right now')).toBeVisible()

    await page.unroute('**/gw/capital/account/user/exists')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/capital\/account-details$/)
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible()
  })
})

/** Titles (shell §2.4 /myacv/titles/:tab?; docs/adr/0027): every tab lists the persona's seeded titles. */
test('titles: each tab of /myacv/titles shows seller@’s seeded titles, as many as its count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInFromLogin(page, 'seller@gavel.test')
  await page.goto('/myacv/titles')
  await expect(page).toHaveURL(/\/myacv\/titles\/urgent$/)
  const tabs = page.getByRole('navigation', { name: 'Titles lists' })
  for (const [label, path] of [
    ['Urgent', 'urgent'],
    ['Due Soon', 'due-soon'],
    ['Recently Sold', 'recently-sold'],
    ['Closed', 'closed'],
  ] as const) {
    const tab = tabs.getByRole('link', { name: new RegExp(`^${label}`) })
    await tab.click()
    await expect(page).toHaveURL(new RegExp(`/myacv/titles/${path}$`))
    const rows = page.getByRole('list', { name: `${label} titles` }).getByRole('listitem')
    await expect(rows.first()).toBeVisible()
    const count = Number(await tab.locator('span').last().textContent())
    expect(count).toBeGreaterThan(0)
    await expect(rows).toHaveCount(count)
  }
  await expect(page.getByRole('list', { name: 'Closed titles' })).toContainText('Delivered')
})
