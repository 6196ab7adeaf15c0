import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { signIn } from './support'

/**
 * After the win (issue 11, docs/adr/0023) on the sandbox host: a won auction finalized with transport shows paid
 * and transport requested on its timeline; a complaint goes with an evidence file whose upload shows progress;
 * outstanding@ finalizes on /auctions/outstanding and the last one unlocks the app at once.
 */
const WON = 889_201
const OUTSTANDING = [880_001, 880_002, 880_003] as const

/** The sandbox's provider state: `userId` won `auctionId` (ended_accepted, not finalized). */
const won = async (request: APIRequestContext, userId: string, auctionId: number, amount = 9100) => {
  const response = await request.post('/_pact/provider-states', {
    data: { state: 'user {userId} won auction {auctionId} for {amount}', params: { userId, auctionId, amount } },
  })
  expect(response.ok()).toBe(true)
}

const dollarsOf = (text: string | null) =>
  Number((/\$([\d,]+)\s*$/.exec((text ?? '').trim())?.[1] ?? '').replace(/,/g, ''))

const signInAs = async (page: Page, email: string) => {
  await page.goto('/login')
  await signIn(page, email)
  await expect(page).not.toHaveURL(/\/login/)
}

test.describe('after the win', () => {
  test('rewards@ finalizes a win with transport; the timeline shows paid and transport requested', async ({ page }) => {
    await won(page.request, 'rewards', WON)
    await signInAs(page, 'rewards@gavel.test')
    await page.goto(`/myacv/won/finalize/${WON}`)
    const form = page.getByRole('form', { name: 'Finalize purchase' })
    await expect(form.getByRole('radio', { name: 'ACH transfer' })).toBeChecked({ timeout: 15_000 })
    await form.getByRole('radio', { name: /accept the transport quote/ }).check()
    await form.getByRole('combobox', { name: 'Transportation service type' }).selectOption('open')
    const address = form.getByRole('combobox', { name: 'Delivery address' })
    await expect(address.getByRole('option')).not.toHaveCount(1)
    await address.selectOption({ index: 1 })
    await form.getByRole('button', { name: 'Finalize purchase' }).click()

    await expect(page.getByText('Purchase finalized.')).toBeVisible()
    await page.getByRole('link', { name: 'Follow the purchase on its timeline' }).click()
    await expect(page).toHaveURL(new RegExp(`/myacv/won/timeline/${WON}$`))
    const steps = page.getByRole('list', { name: 'Steps after the sale' })
    await expect(steps.getByRole('listitem', { name: 'Payment: Done' })).toContainText('Paid by ACH transfer.')
    await expect(steps.getByRole('listitem', { name: 'Transport: In progress' })).toContainText(
      'Transport requested (Open carrier).',
    )
    const window = steps.getByRole('listitem', { name: 'Arbitration window: In progress' })
    const remaining = window.getByTestId('window-remaining')
    const first = await remaining.textContent()
    await expect(remaining).not.toHaveText(first ?? '', { timeout: 3_000 })
    await expect(window.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      `/myacv/won/report-a-problem/${WON}`,
    )
    const license = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download dealer license' }).click()
    expect((await license).suggestedFilename()).toBe(`dealer_license-${WON}.pdf`)
    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export won auctions (CSV)' }).click()
    expect((await exported).suggestedFilename()).toMatch(/\.csv$/)

    await page.goto('/myacv/won')
    await expect(page.getByRole('link', { name: /^Timeline of / }).first()).toBeVisible({ timeout: 15_000 })
    await expect(page.locator(`a[href="/myacv/won/timeline/${WON}"]`)).toBeVisible()
  })

  test('capital@ pays a win through capital: one payment with one key, not sent again when the finalize is retried', async ({
    page,
  }) => {
    const auctionId = 889_202
    await won(page.request, 'capital', auctionId, 12_000)
    const payments: Array<{ key: string | null; body: unknown }> = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/gw/capital/payment'))
        payments.push({ key: r.headers()['idempotency-key'] ?? null, body: r.postDataJSON() })
    })
    // The first finalize fails on the way (a 503): the retry must finalize without paying again.
    let refused = false
    await page.route('**/bff/orders/finalize/*', async (route) => {
      if (refused) return route.continue()
      refused = true
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' })
    })
    await signInAs(page, 'capital@gavel.test')
    await page.goto(`/myacv/won/finalize/${auctionId}`)
    const form = page.getByRole('form', { name: 'Finalize purchase' })
    await form.getByRole('radio', { name: 'Capital (line of credit)' }).check({ timeout: 15_000 })
    await form.getByRole('radio', { name: 'I will arrange transport myself' }).check()
    const shownTotal = dollarsOf(await form.getByLabel('Order total').textContent())
    expect(shownTotal).toBeGreaterThanOrEqual(12_000)
    await form.getByRole('button', { name: 'Finalize purchase' }).click()
    await expect(form.getByRole('alert')).toBeVisible()
    expect(payments).toHaveLength(1)
    await form.getByRole('button', { name: 'Finalize purchase' }).click()
    await expect(page.getByText('Purchase finalized.')).toBeVisible()
    expect(payments).toHaveLength(1)
    expect(payments[0]?.key).toMatch(/.+/)
    expect(payments[0]?.body).toEqual({ auction_id: auctionId, total: shownTotal })
  })

  test('rewards@ reports a problem with an evidence photo whose upload shows its progress', async ({ page }) => {
    await won(page.request, 'rewards', WON + 1)
    await signInAs(page, 'rewards@gavel.test')
    await page.goto(`/myacv/won/report-a-problem/${WON + 1}`)
    const form = page.getByRole('form', { name: 'Arbitration complaint' })
    const section = form.getByRole('combobox', { name: 'Section' })
    await expect(section).toBeVisible({ timeout: 15_000 })
    await section.selectOption({ index: 1 })
    await form.getByRole('combobox', { name: 'Item' }).selectOption({ index: 1 })
    await form.getByRole('textbox', { name: 'What is wrong' }).fill('Rear bumper is cracked, not in the report.')
    await form.getByRole('textbox', { name: 'Odometer (miles)' }).fill('48210')
    await form.locator('input[type=file]').setInputFiles({
      name: 'bumper.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(3 * 1024 * 1024, 1),
    })
    const bar = form.getByRole('progressbar', { name: 'bumper.jpg upload' })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('aria-valuenow', '100')
    await expect(form.getByText('Uploaded')).toBeVisible()
    await form.getByRole('button', { name: 'Submit complaint' }).click()
    await expect(page.getByText('Complaint submitted.')).toBeVisible()
    await expect(page.getByText(/Your complaint number is \d+\./)).toBeVisible()
  })

  test('outstanding@ finalizes on the outstanding page; the last one unlocks the app at once', async ({ page }) => {
    await signInAs(page, 'outstanding@gavel.test')
    await expect(page).toHaveURL(/\/auctions\/outstanding$/)
    const list = page.getByRole('list', { name: 'Auctions to finalize' })
    try {
      for (let left = 3; left > 0; left--) {
        await expect(list.getByRole('listitem')).toHaveCount(left)
        await list
          .getByRole('button', { name: /^Finalize / })
          .first()
          .click()
        const form = list.getByRole('form', { name: 'Finalize purchase' })
        await form.getByRole('button', { name: 'Finalize purchase' }).click()
        await expect(page.getByText('Purchase finalized.')).toBeVisible()
      }
      await expect(page.getByText('Nothing left to finalize')).toBeVisible()
      await page.getByRole('link', { name: 'Follow the purchase on its timeline' }).click()
      await expect(page).toHaveURL(/\/myacv\/won\/timeline\/88000\d$/)
      await expect(page.getByRole('list', { name: 'Steps after the sale' })).toBeVisible()
    } finally {
      for (const id of OUTSTANDING) await won(page.request, 'outstanding', id)
    }
  })
})
