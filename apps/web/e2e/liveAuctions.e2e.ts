import { expect, test } from '@playwright/test'
import { runningAuctionId, runningCards } from './runningCard'
import { DEFAULT_ERROR, dollars, signIn, signInFromLogin } from './support'

test.describe('live auctions (journeys 3, 4 and 5)', () => {
  test('the listing shows live auctions with vehicle, odometer, high bid, bids, countdown and pills', async ({
    page,
  }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    // the first running card with a photo: 1 sandbox auction in 37 has none and shows "No photo" instead
    const card = runningCards(page)
      .filter({ has: page.getByRole('img') })
      .first()
    await expect(card.getByRole('img')).toBeVisible()
    await expect(card).toContainText(/\b(19|20)\d{2} [A-Z][\w-]+/) // year make
    await expect(card).toContainText(/[\d,]+ mi/)
    await expect(card).toContainText(/\$[\d,]+(?!\.)/)
    await expect(card).toContainText(/\d+ bids?/)
    await expect(card.getByRole('timer')).toHaveText(/\d/)
    await expect(card.getByRole('list', { name: /status/i })).toBeVisible()
  })

  test('a bid on the auction page changes the high bid, bid count and pills; a non-integer is refused', async ({
    page,
  }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    const id = await runningAuctionId(page)
    await page.goto(`/auction/${id}`)
    const highBid = page.getByTestId('high-bid')
    await expect(highBid).toBeVisible()
    const amount = page.getByLabel(/your bid/i)
    await amount.fill('12.5')
    await page.getByRole('button', { name: /^place bid|^bid/i }).click()
    await expect(page.getByText('Tried setting a value that was NaN!')).toBeVisible()

    const before = dollars(await highBid.textContent())
    const bidsBefore = Number((await page.getByTestId('bid-count').textContent())?.match(/\d+/)?.[0])
    const next = before + 500
    await amount.fill(String(next))
    await page.getByRole('button', { name: /^place bid|^bid/i }).click()
    await expect(page.getByRole('status').filter({ hasText: /bid placed/i })).toBeVisible()
    await expect.poll(async () => dollars(await highBid.textContent())).toBeGreaterThanOrEqual(next)
    await expect
      .poll(async () => Number((await page.getByTestId('bid-count').textContent())?.match(/\d+/)?.[0]))
      .toBeGreaterThan(bidsBefore)
    // our bid led when it was placed; a background dealer may already have outbid it since
    const status = page.getByRole('list', { name: /status/i })
    await expect(
      status.getByText('High Bidder', { exact: true }).or(status.getByText('Outbid', { exact: true })),
    ).toBeVisible()
  })

  test("another dealer's bid in a second window shows in the first within a second", async ({ browser }) => {
    const buyerContext = await browser.newContext()
    const sellerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    const rival = await sellerContext.newPage()
    await signInFromLogin(buyer, 'buyer@gavel.test')
    const id = await runningAuctionId(buyer)
    await signInFromLogin(rival, 'multi@gavel.test')
    await Promise.all([buyer.goto(`/auction/${id}`), rival.goto(`/auction/${id}`)])
    const buyerHigh = buyer.getByTestId('high-bid')
    await expect(buyerHigh).toBeVisible()
    const current = dollars(await rival.getByTestId('high-bid').textContent())
    const rivalBid = current + 1_000
    await rival.getByLabel(/your bid/i).fill(String(rivalBid))
    await rival.getByRole('button', { name: /^place bid|^bid/i }).click()
    await expect(rival.getByRole('status').filter({ hasText: /bid placed/i })).toBeVisible()
    await expect
      .poll(async () => dollars(await buyerHigh.textContent()), { timeout: 1_000 })
      .toBeGreaterThanOrEqual(rivalBid)
    // the bid came over the socket the worker holds (docs/adr/0055), not one the page opened
    const socketWorkers = await buyer.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => /socketWorker/.test(e.name)).length,
    )
    expect(socketWorkers).toBeGreaterThan(0)
    await buyerContext.close()
    await sellerContext.close()
  })
})

test('a listing payload that breaks the contract shows an error and a toast, never a white page', async ({ page }) => {
  await page.route('**/bff/filters/auctions/buying/active', (route) =>
    route.fulfill({ json: { results: [{ id: 'not-a-number' }], total: 1, from: null } }),
  )
  await page.goto('/login')
  await signIn(page, 'buyer@gavel.test')
  await expect(
    page.getByText('There was a problem retrieving auctions. Please check your network and try again.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible()
  await expect(page.getByRole('region', { name: /notifications/i })).toContainText(DEFAULT_ERROR)
})
