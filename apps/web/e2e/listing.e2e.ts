import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_ERROR, firstAuctionId, listingWithChunksFailing, signInFromLogin } from './support'

/** The listing query parameters of marketplace §2 and shell §2.2, through the browser. */
const query = (page: Page) => new URL(page.url()).searchParams
const lanesNav = (page: Page) => page.getByRole('navigation', { name: 'Lanes' })
const listingPage = (page: Page) => new URL(page.url()).pathname.split('/')[1] as 'marketplace' | 'search'

test.describe('the listing URL (marketplace §2, shell §2.2)', () => {
  test('lane and sort are written to the URL, and a reload reopens the same view', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    await lanesNav(page)
      .getByRole('link', { name: /^Spring Truck Event/ })
      .click()
    await expect.poll(() => query(page).get('l')).toBe('["event:5"]')
    await page.getByLabel('Sort by').selectOption('recommended')
    await expect.poll(() => query(page).get('o')).toBe('recommended')
    await expect(page.getByRole('article').first()).toBeVisible()

    await page.reload()
    await expect(lanesNav(page).getByRole('link', { name: /^Spring Truck Event/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByLabel('Sort by')).toHaveValue('recommended')
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('choosing Sold clears the lanes and takes the first sort ended lists offer', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    await lanesNav(page)
      .getByRole('link', { name: /^Guaranteed Sale/ })
      .click()
    await expect.poll(() => query(page).get('l')).toBe('["guaranteed_sale"]')
    await page.getByLabel('Show').selectOption('sold')
    await expect.poll(() => query(page).get('p')).toBe('sold')
    expect(query(page).get('l')).toBeNull()
    expect(query(page).get('o')).toBe('recently_ended')
    await expect(page.getByLabel('Sort by')).toHaveValue('recently_ended')
  })

  test('the other listing page redirects to this one keeping the query, lanes mapped', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    const mine = listingPage(page)
    const other = mine === 'marketplace' ? 'search' : 'marketplace'
    const lane = other === 'search' ? 'guaranteed_sale' : 'no_reserve_preview'
    const mapped = other === 'search' ? 'no_reserve_preview' : 'guaranteed_sale'
    await page.goto(`/${other}?l=${encodeURIComponent(JSON.stringify([lane]))}&o=recommended`)
    await expect.poll(() => listingPage(page)).toBe(mine)
    expect(query(page).get('l')).toBe(JSON.stringify([mapped]))
    expect(query(page).get('o')).toBe('recommended')
  })

  test('an auction id opened cold on the listing goes to the auction page', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    const id = await firstAuctionId(page)
    const mine = listingPage(page)
    await page.goto(`/${mine}/${id}`)
    await expect(page).toHaveURL(new RegExp(`/auction/${id}$`))
  })
})

test("when the search panel's code cannot be downloaded the listing stays and a toast says so", async ({ page }) => {
  await listingWithChunksFailing(page, /\/assets\/listingSearch-[^/]+\.js$/)
  await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(1)
  // no skeleton left looking as if the panel were still on its way
  await expect(page.getByTestId('search-panel-placeholder')).toHaveCount(0)
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('after a fling through the listing every card in view shows its own photo (docs/adr/0054)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInFromLogin(page, 'rewards@gavel.test')
  await page.mouse.move(640, 600)
  // far faster than reading: the cards coming by hold their photos until the list rests
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 900)
  await page.waitForTimeout(400)
  const cards = await page.getByRole('article').all()
  let checked = 0
  for (const card of cards) {
    const box = await card.boundingBox()
    if (box === null || box.y + box.height < 0 || box.y > 900) continue
    const title = await card.getByRole('heading').innerText()
    if ((await card.getByText('No photo').count()) > 0) continue
    await expect(card.getByRole('img', { name: title })).toBeVisible()
    checked += 1
  }
  expect(checked).toBeGreaterThan(0)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000)
})

test('a row entering the listing takes the leaving row’s cards in place, and Tab still goes card after card (docs/adr/0049)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInFromLogin(page, 'rewards@gavel.test')
  const grid = page.getByTestId('auction-grid')
  await page.mouse.move(640, 600)
  // past the list's first rows, where the grid renders the rows in view and the overscan only
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 600)
  await page.waitForTimeout(300)
  // cards added to the grid while the dealer reads down about six rows, a wheel notch at a time
  await grid.evaluate((el) => {
    const w = window as unknown as { addedCards: number }
    w.addedCards = 0
    new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof Element)
            w.addedCards += node.matches('article') ? 1 : node.querySelectorAll('article').length
    }).observe(el, { childList: true, subtree: true })
  })
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 100)
    await page.waitForTimeout(40)
  }
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(5_000)
  expect(await page.evaluate(() => (window as unknown as { addedCards: number }).addedCards)).toBe(0)

  // the rows now sit in the DOM in slot order, which wraps round inside the window; keyboard focus still goes from
  // the row last in the DOM to the row below it, and on card after card as a dealer sees them
  const domRows = () => grid.evaluate((el) => [...el.children].map((row) => Number(row.getAttribute('data-index'))))
  // (where the window's first row sits in the first slot, the DOM's order is the rows' own: one more row down)
  let rows = await domRows()
  for (let i = 0; i < 3 && rows.at(-1) === Math.max(...rows); i++) {
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(300)
    rows = await domRows()
  }
  const lastInDom = rows.at(-1) ?? -1
  expect(rows).toContain(lastInDom + 1)
  const cardOf = () =>
    page.evaluate(() => {
      // a card's cell: its link and Bid button, and the Hide button beside it
      const cell = document.activeElement?.closest('[data-testid="auction-grid"] > [data-index] > *')
      const card = cell?.querySelector('article')
      if (!card) return null
      const box = card.getBoundingClientRect()
      return { id: card.getAttribute('data-auction-id'), y: box.top + window.scrollY, x: box.left }
    })
  await grid.locator(`[data-index="${lastInDom}"]`).getByRole('link').first().focus()
  const visits: { id: string | null; y: number; x: number }[] = []
  for (let i = 0; i < 20; i++) {
    const card = await cardOf()
    if (card === null) break
    if (visits.at(-1)?.id !== card.id) visits.push(card)
    await page.keyboard.press('Tab')
    // a person's pace: the rows below the one focused render in the frames after it scrolls into view
    await page.waitForTimeout(60)
  }
  expect(visits.length).toBeGreaterThan(4)
  const inReadingOrder = [...visits].sort((a, b) => a.y - b.y || a.x - b.x)
  expect(visits.map((v) => v.id)).toEqual(inReadingOrder.map((v) => v.id))
})
