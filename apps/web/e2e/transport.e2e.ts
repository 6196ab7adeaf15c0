import { vinCheckDigit } from '@gavel/sandbox'
import { expect, type Page, test } from '@playwright/test'
import { signIn, signInFromLogin } from './support'

/**
 * Issue 14's transport and rewards journeys: order transport for 20 vehicles (a 21st refused), upload a gate pass
 * with a visible progress bar and remove it; a rewards opt-in changes the header's button at once.
 */

/** The transport hub is behind its flag: on for this browser, as the dev-tools panel stores it (shell §4.3). */
const withTransportHub = async (page: Page) => {
  await page.goto('/login')
  await page.evaluate(() =>
    localStorage.setItem('gavel.flag-overrides', JSON.stringify({ transportation_hub_use_microfrontend: true })),
  )
}

/** A Ford F-150-style VIN (WMI 1FT, model year 2022) with a valid check digit, different for each n. */
const vin = (n: number) => {
  const draft = `1FTFW1E5XNF${String(100_000 + n * 7919).slice(-6)}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}

test('the jobs list pages and a gate pass uploads with a progress bar, then is removed', async ({ page }) => {
  await withTransportHub(page)
  await signInFromLogin(page, 'buyer@gavel.test')
  await page.goto('/transportation-hub')
  // buyer@'s dealership starts with 130 jobs (more as journeys order transport): pages of 100.
  const shown = page.getByText(/^Showing \d+ of \d+ jobs$/)
  await expect(shown).toHaveText(/^Showing 100 of 1\d\d jobs$/, { timeout: 15_000 })
  const total = Number(/of (\d+)/.exec((await shown.textContent()) ?? '')?.[1])
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(shown).toHaveText(`Showing ${total} of ${total} jobs`)

  await page.getByRole('group', { name: 'Statuses' }).getByRole('button', { name: 'Requested' }).click()
  const jobs = page.getByRole('list', { name: 'Transport jobs' })
  await expect(jobs.getByRole('button').first()).toContainText('Requested')
  await jobs.getByRole('button').filter({ hasText: 'No gate pass' }).first().click()
  const detail = page.getByRole('region', { name: /^Job \d+$/ })
  await expect(detail.getByText('No gate pass yet.', { exact: false })).toBeVisible()

  // A slow uplink, so the progress bar is seen moving before the upload ends.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  })
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 32)])
  await detail
    .getByLabel('Upload gate pass')
    .setInputFiles({ name: 'gate-pass.pdf', mimeType: 'application/pdf', buffer: pdf })
  const bar = detail.getByRole('progressbar', { name: 'Uploading gate-pass.pdf' })
  await expect(bar).toBeVisible()
  await expect(detail.getByRole('link', { name: 'View gate pass' })).toBeVisible({ timeout: 15_000 })
  await expect(bar).toBeHidden()
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await expect(jobs.locator('button[aria-current="true"]')).toContainText('Gate pass on file')

  await detail.getByRole('button', { name: 'Remove gate pass' }).click()
  await expect(detail.getByText('No gate pass yet.', { exact: false })).toBeVisible()
  await expect(jobs.locator('button[aria-current="true"]')).toContainText('No gate pass')
})

test('transport is ordered for 20 vehicles and a 21st is refused; the fleet promotion says the order qualifies', async ({
  page,
}) => {
  test.setTimeout(60_000)
  // logistics@ has the transport hub flag from the server (ADR 0038): no local override.
  await signInFromLogin(page, 'logistics@gavel.test')
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Transport/ })
    .click()
  await expect(page).toHaveURL(/\/transportation-hub$/)
  await page.getByRole('link', { name: 'Order transport' }).first().click()
  const fleet = page.getByRole('list', { name: 'Transport promotions' }).getByRole('listitem', {
    name: 'Fleet move: $40 off each vehicle',
  })
  await expect(fleet).toContainText('Add 5 vehicles to qualify.')
  const vins = Array.from({ length: 20 }, (_, i) => vin(i + 1))
  await page.getByLabel('VINs, one per line or separated by commas').fill(vins.join('\n'))
  await page.getByRole('button', { name: 'Add vehicles' }).click()
  await expect(page.getByText('Vehicles (20 of 20)')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('list', { name: 'Vehicles to move' }).getByRole('listitem')).toHaveCount(20)

  await page.getByLabel('VINs, one per line or separated by commas').fill(vin(21))
  await page.getByRole('button', { name: 'Add vehicles' }).click()
  await expect(page.getByRole('alert')).toHaveText('An order holds at most 20 vehicles. Remove one to add another.')
  await expect(page.getByText('Vehicles (20 of 20)')).toBeVisible()

  await page.getByLabel('Street').fill('410 Commerce Dr')
  await page.getByLabel('ZIP code').fill('14203')
  await expect(page.getByText(/^Contact phone: \(\d{3}\) \d{3}-\d{4} \(from the /).first()).toBeVisible()
  await page.getByRole('button', { name: 'See service options' }).click()
  await expect(page.getByRole('radiogroup', { name: 'Service type' }).getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Get quote' }).click()
  await expect(page.getByText(/^Quote: \$[\d,]+ for 20 vehicles/)).toBeVisible()
  await expect(fleet).toContainText('This order qualifies: $800 off, taken off when the transport is invoiced.')
  await page.getByRole('button', { name: 'Request transport' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Transport requested for 20 vehicles' })).toBeVisible()
  await page.getByRole('button', { name: 'Order more transport' }).click()
  await expect(page.getByText('Vehicles (0 of 20)')).toBeVisible()
})

test("a rewards opt-in changes the header's rewards button at once", async ({ page }) => {
  await signInFromLogin(page, 'rewards@gavel.test')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Rewards: Dealer Rewards Program' }).click()
  await expect(page).toHaveURL(/\/rewards$/)
  await page.getByRole('button', { name: 'Join the Dealer Rewards Program' }).click()
  await expect(header.getByRole('link', { name: 'Rewards: 0 pts.' })).toBeVisible()
  await expect(page.getByText('1,000 points to Silver')).toBeVisible()
})

test('a dealer the program is not for gets the denied dialog on /rewards', async ({ page }) => {
  await signInFromLogin(page, 'seller@gavel.test')
  await page.goto('/rewards')
  const dialog = page.getByRole('dialog', { name: 'Sorry, this program is not available for your dealership' })
  await expect(dialog.getByRole('link', { name: 'rewards@gavel.com' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back to auctions' }).click()
  await expect(page).toHaveURL(/\/(marketplace|search)/)
})

test('landed cost follows the typed bid, names its sources and gives the most to bid for a target', async ({
  page,
}) => {
  await page.goto('/login')
  await signIn(page, 'buyer@gavel.test')
  await page.goto('/auction/880007')
  const landed = page.getByRole('region', { name: 'Landed cost' })
  await expect(landed.getByText('Transport quote to', { exact: false })).toBeVisible({ timeout: 15_000 })
  const bid = page.getByLabel('Your bid (USD)')
  const money = (text: string) => Number(text.replace(/\D/g, ''))
  /** Types an amount and checks the total is the hammer plus every term shown beside its source. */
  const landedAt = async (amount: number) => {
    await bid.fill(String(amount))
    await expect(landed.getByText(`Landed cost at $${amount.toLocaleString('en-US')}`)).toBeVisible()
    const terms = (await landed.getByRole('definition').allInnerTexts()).map(money)
    const total = money(await landed.getByTestId('landed-cost-total').innerText())
    expect(terms[0]).toBe(amount)
    expect(total).toBe(terms.reduce((sum, t) => sum + t, 0))
    return total
  }
  const next = money(await bid.inputValue())
  const high = await landedAt(next + 2000)
  const low = await landedAt(next + 500)
  expect(high - low).toBeGreaterThanOrEqual(1500)
  await expect(landed.getByText('Buy fee, from your fee schedule')).toBeVisible()
  await bid.fill(String(next + 2000))

  const most = `$${(next + 2000).toLocaleString('en-US')}`
  await landed.getByLabel('Target landed cost (USD)').fill(String(high))
  await expect(landed.getByRole('status')).toHaveText(`Most you should bid: ${most}`)
  await expect(landed.getByRole('button', { name: `Set a proxy bid up to ${most}` })).toBeEnabled()
})

test('a transport hub that fails to load is tracked and shows an error page whose Retry loads it', async ({ page }) => {
  await withTransportHub(page)
  await signInFromLogin(page, 'buyer@gavel.test')
  const events: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('[gavel:event]')) events.push(message.text())
  })
  let failing = true
  await page.route('**/assets/*.js', (route) => (failing ? route.abort() : route.continue()))
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Transport/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Transport is unavailable' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('alert')).toContainText('Transport could not be loaded.')
  expect(events.some((e) => e.includes('remote_module_load_failed'))).toBe(true)

  failing = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText(/^Showing 100 of \d+ jobs$/)).toBeVisible({ timeout: 15_000 })
})
