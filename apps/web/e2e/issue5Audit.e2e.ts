import { expect, type Page, test } from '@playwright/test'
import { firstAuctionId, signIn, signInFromLogin } from './support'

/** buyer@ bid on this running live-lane auction and was outbid (packages/sandbox/src/world/scenarios.ts). */
const BUYER_OUTBID = 880_007
const LIST_FAILED = 'There was a problem retrieving auctions. Please check your network and try again.'
const PHONE = { width: 390, height: 844 }

/** How far the page scrolls sideways, in pixels (a phone must never scroll sideways). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('issue 5 on a phone (marketplace §2, shell §2.1: 767px and below)', () => {
  test('seller@ on /search: Search & Filter, the flyout as a full screen titled Filters, and the Menu', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await signInFromLogin(page, 'seller@gavel.test')
    await expect(page).toHaveURL(/\/search/)
    const banner = page.getByRole('banner')
    await expect(banner).toContainText('Search & Filter')
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toBeVisible()

    await page.getByRole('search').getByRole('button', { name: 'Filters' }).click()
    const flyout = page.getByRole('dialog', { name: 'Filters' })
    await expect(flyout.getByLabel('Make')).toBeVisible()
    await expect(banner).toContainText('Filters')
    const box = await flyout.boundingBox()
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
    const stickingOut = await flyout.evaluate((dialog) => {
      const right = dialog.getBoundingClientRect().right
      return [...dialog.querySelectorAll('input, select')].filter((f) => f.getBoundingClientRect().right > right + 0.5)
        .length
    })
    expect(stickingOut).toBe(0)
    await page.keyboard.press('Escape')
    await expect(flyout).toBeHidden()
    await expect(page).not.toHaveURL(/panel=filters/)
    expect(await pageOverflow(page)).toBe(0)

    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('link', { name: 'Menu' }).click()
    await expect(page.getByRole('banner')).toContainText('Menu')
  })
})

test.describe('listing errors (marketplace §8)', () => {
  test('a failed list says the spec’s text, and Retry by keyboard brings the auctions', async ({ page }) => {
    let failing = true
    await page.route('**/bff/filters/auctions/buying/active', (route) =>
      failing ? route.fulfill({ status: 400, json: { message: 'bad request' } }) : route.continue(),
    )
    await page.goto('/login')
    await signIn(page, 'buyer@gavel.test')
    await expect(page.getByText(LIST_FAILED)).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('article')).toHaveCount(0)
    failing = false
    await page.getByRole('button', { name: /retry/i }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(LIST_FAILED)).toBeHidden()
  })

  test('requests canceled while offline say nothing; back online the lane lists', async ({ page, context }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    await context.setOffline(true)
    await page
      .getByRole('navigation', { name: 'Lanes' })
      .getByRole('link', { name: /Guaranteed Sale/ })
      .click()
    await expect(page).toHaveURL(/guaranteed_sale/)
    await expect(page.getByText('You are currently offline.')).toBeVisible()
    await page.waitForTimeout(2_000)
    await expect(page.getByText(LIST_FAILED)).toHaveCount(0)
    await expect(page.getByText('Request canceled due to being idle or offline')).toHaveCount(0)
    await expect(page.getByRole('region', { name: /notifications/i })).toHaveText('')
    await context.setOffline(false)
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  })
})

test.describe('?action= on the detail page (docs/adr/0015)', () => {
  test('purchase_now opens the confirmation and buys nothing; an unknown name is ignored', async ({ page }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    await page.goto('/marketplace?l=["guaranteed_sale"]')
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    const id = await firstAuctionId(page)
    await page.goto(`/auction/${id}?action=purchase_now`)
    const confirm = page.getByRole('dialog', { name: 'Purchase this vehicle?' })
    await expect(confirm).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`/auction/${id}$`))
    await confirm.getByRole('button', { name: /cancel/i }).click()
    await expect(confirm).toBeHidden()

    await page.goto(`/auction/${id}?action=bogus`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`/auction/${id}$`))
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('claim focuses multi@’s first hold; bid focuses limited@’s amount but the bid stays disabled', async ({
    browser,
  }) => {
    const multi = await browser.newPage()
    await multi.goto('/login')
    await signIn(multi, 'multi@gavel.test')
    await multi.goto(`/auction/${BUYER_OUTBID}?action=claim`)
    await expect(multi.getByRole('button', { name: /^Hold for / }).first()).toBeFocused({ timeout: 15_000 })
    await multi.close()

    const limited = await browser.newPage()
    await limited.goto('/login')
    await signIn(limited, 'limited@gavel.test')
    await limited.goto(`/auction/${BUYER_OUTBID}?action=bid`)
    await expect(limited.getByLabel('Your bid (USD)')).toBeFocused({ timeout: 15_000 })
    await expect(limited.getByRole('button', { name: 'Place bid' })).toHaveAttribute('aria-disabled', 'true')
    await limited.close()
  })
})
