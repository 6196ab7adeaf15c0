import { expect, type Page, test } from '@playwright/test'
import { acceptTerms, goInApp, signIn, signInFromLogin, submitLogin, TERMS_TITLE } from './support'

/**
 * What the issue-6 audit checked in the browser and no journey held yet (shell §2.1, §4.2, §8; marketplace §4–§8):
 * the Marketplace dropdown and Transport's NEW badge by flag, the header at 390px, the signed-out nav, the user
 * menu's delay and Tutorials, modifier clicks on notifications, 401 to /logout, and the terms' failure and PDF.
 */

const MOBILE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** Local flag overrides, as the dev-tools panel stores them (shell §4.3), set before the app loads. */
const withOverrides = async (page: Page, overrides: Record<string, boolean>) => {
  await page.goto('/login')
  await page.evaluate((value) => localStorage.setItem('gavel.flag-overrides', value), JSON.stringify(overrides))
}

/** Whether a tap at the centre of the element reaches it (nothing clips or covers it). */
const reachable = (page: Page, name: string) =>
  page.getByRole('menuitem', { name }).evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })

/**
 * The page's width and what sticks out past the viewport (tag, class, right edge, text), so a failure names the
 * culprit rather than only a number.
 */
const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    beyond: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => {
        const right = Math.round(element.getBoundingClientRect().right)
        return `${element.tagName}.${element.className} right ${right}: ${(element.textContent ?? '').slice(0, 40)}`
      }),
  }))

/** Once the layout has settled after a resize, the page is as wide as the viewport and nothing sticks out. */
const expectNoSidewaysScroll = (page: Page, width: number) =>
  expect.poll(() => pageWidth(page)).toEqual({ width, beyond: [] })

test('with both flags Marketplace has the Search / Events Directory dropdown, Transport its NEW badge, the footer its fee schedule', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await withOverrides(page, {
    enable_srp_refresh: true,
    events_directory: true,
    transportation_hub_use_microfrontend: true,
    enable_new_fee_schedule_page: true,
  })
  await signInFromLogin(page, 'capital@gavel.test')
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: /^Transport/ })).toHaveText('TransportNEW')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fee Schedule' })).toHaveAttribute(
    'href',
    '/myacv/fee-schedule',
  )
  await nav.getByRole('button', { name: 'Marketplace' }).click()
  await expect(page.getByRole('menu', { name: 'Marketplace' }).getByRole('menuitem')).toHaveText([
    'Search',
    'Events Directory',
  ])
  await page.getByRole('menuitem', { name: 'Events Directory' }).click()
  await expect(page).toHaveURL(/\/marketplace\?d=directory$/)
  await nav.getByRole('link', { name: /^Transport/ }).click()
  await expect(page).toHaveURL(/\/transportation-hub$/)

  // At 390px the default header's links scroll sideways; the dropdown still opens in view, the page stays 390 wide.
  await page.setViewportSize(MOBILE)
  await page.goto('/settings/account')
  await nav.getByRole('button', { name: 'Marketplace' }).click()
  expect(await reachable(page, 'Events Directory')).toBe(true)
  await expectNoSidewaysScroll(page, MOBILE.width)
})

test('signed out, a default-header page shows the marketing links with LOG IN and REGISTER NOW, also at 390px', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.getByRole('note', { name: 'Environment' })).toHaveText(/sandbox/i)
  await page.goto('/privacypolicy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link')).toHaveText([
    'Features',
    'Testimonials',
    'Pricing',
    'Sell',
    'Careers',
    'Contact',
    'LOG IN',
    'REGISTER NOW',
  ])
  await page.setViewportSize(MOBILE)
  await expect(nav.getByRole('link', { name: 'LOG IN' })).toBeInViewport()
  await expect(nav.getByRole('link', { name: 'REGISTER NOW' })).toBeInViewport()
  await expectNoSidewaysScroll(page, MOBILE.width)
  await nav.getByRole('link', { name: 'LOG IN' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('the user menu opens 200 ms after hovering; Tutorials shows only on /search and opens the welcome modal', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInFromLogin(page, 'seller@gavel.test')
  await expect(page).toHaveURL(/\/search/)
  const trigger = page.getByRole('banner').getByRole('button', { name: /Sam Sullivan/ })
  const box = await trigger.boundingBox()
  if (box === null) throw new Error('no user menu')
  // Timed in the page, from the pointer reaching the trigger to the menu appearing: a clock in the test process
  // would also count the runner's own delays, which on a busy machine exceed 200 ms.
  await page.evaluate(() => {
    const times = window as Window & { hoveredAt?: number; menuAt?: number }
    document.addEventListener(
      'mouseover',
      (event) => {
        if (event.target instanceof Element && event.target.closest('[data-tour="user-menu"]') !== null) {
          times.hoveredAt ??= performance.now()
        }
      },
      { capture: true },
    )
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="menu"][aria-label="User menu"]') === null) return
      times.menuAt = performance.now()
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  const menu = page.getByRole('menu', { name: 'User menu' })
  await expect(menu).toHaveCount(0)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await expect(menu).toBeVisible()
  const { hoveredAt, menuAt } = await page.evaluate(() => {
    const times = window as Window & { hoveredAt?: number; menuAt?: number }
    return { hoveredAt: times.hoveredAt, menuAt: times.menuAt }
  })
  if (hoveredAt === undefined || menuAt === undefined) throw new Error('the hover or the menu was not seen')
  // shell §9: user menu show delay 200 ms (1 ms for the coarsened page clock).
  expect(menuAt - hoveredAt).toBeGreaterThanOrEqual(199)
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Tutorials', 'Logout'])
  await menu.getByRole('menuitem', { name: 'Tutorials' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome to the new marketplace' })).toBeVisible()
  await page.getByRole('button', { name: 'SKIP' }).click()

  await page.goto('/market-report')
  await trigger.click()
  await expect(menu.getByRole('menuitem')).toHaveText(['Settings', 'Logout'])
})

test('ctrl, meta and shift click on a notification open its auction in a new tab; the page stays', async ({
  page,
  context,
}) => {
  await signInFromLogin(page, 'multi@gavel.test')
  const listing = page.url()
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
  const items = page.getByRole('menu', { name: 'Notifications' }).locator('a[role="menuitem"][href^="/auction/"]')
  for (const [n, modifier] of (['Control', 'Meta', 'Shift'] as const).entries()) {
    await bell.click()
    const href = await items.nth(n).getAttribute('href')
    const opened = context.waitForEvent('page')
    await items.nth(n).click({ modifiers: [modifier] })
    const tab = await opened
    await tab.waitForURL(new RegExp(`${href}$`))
    await tab.close()
    expect(page.url()).toBe(listing)
    await page.keyboard.press('Escape')
  }
})

test('a 401 on a data call signs the dealer out: /logout, then /login with the stored session gone', async ({
  page,
}) => {
  await signInFromLogin(page, 'seller@gavel.test')
  await page.route('**/gw/notifications/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"expired"}' }),
  )
  await page.goto('/notifications')
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 })
  expect(await page.evaluate(() => localStorage.getItem('gavel.session'))).toBeNull()
})

test('a 401 from a request still in flight when the dealer signs out does not strand them on “Signing out…”', async ({
  page,
}) => {
  await page.goto('/login')
  await signIn(page, 'seller@gavel.test')
  await expect(page).not.toHaveURL(/\/login/)
  // The sign-out's answer comes a moment late; a request the page started before it reaches the server only once the
  // session is gone, so its 401 arrives after the app has left /logout for /login, and sends it to /logout again.
  let signedOut = () => {}
  const out = new Promise<void>((resolve) => {
    signedOut = resolve
  })
  await page.route('**/gw/identity/bff/identity/user/logout', async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 200))
    await route.fulfill({ response })
    signedOut()
  })
  await page.route('**/gw/capital/account/user/exists', async (route) => {
    await out
    await new Promise((resolve) => setTimeout(resolve, 100))
    await route.continue()
  })
  // and /login's code takes a moment to arrive, as on a slow connection: the 401 lands before /login is shown
  await page.route('**/assets/LoginRoute-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await page.goto('/myacv/saved')
  await expect(page.locator('[data-saved-id]').first()).toBeVisible({ timeout: 15_000 })
  await goInApp(page, '/logout')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: /^log in$/i })).toBeVisible()
})

test('terms: a failed acceptance keeps the modal with the §8 toast; the PDF downloads; once accepted no check comes again today', async ({
  page,
  request,
}) => {
  const reset = await request.post('/_pact/provider-states', {
    data: { state: 'user {email} has not accepted the current terms', params: { email: 'buyer@gavel.test' } },
  })
  expect(reset.ok()).toBe(true)
  let checks = 0
  page.on('request', (r) => {
    if (r.url().includes('/api/eulaacceptance/acceptancerequired')) checks += 1
  })
  await page.route('**/api/eulaacceptance/allusersorganizations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  )
  await page.goto('/login')
  await submitLogin(page, 'buyer@gavel.test')
  const dialog = page.getByRole('dialog', { name: TERMS_TITLE })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  const pdf = await request.get((await dialog.getByRole('link', { name: 'Download PDF' }).getAttribute('href')) ?? '')
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const terms = dialog.getByRole('region', { name: 'Terms of Service text' })
  await expect(terms.getByRole('heading').first()).toBeVisible()
  await terms.evaluate((element) => {
    element.scrollTop = element.scrollHeight - element.clientHeight - 40
  })
  await page.waitForTimeout(200)
  await expect(dialog.getByRole('checkbox')).toBeDisabled()
  await terms.evaluate((element) => {
    element.scrollTop = element.scrollHeight
  })
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Accept' }).click()
  const toasts = page.getByRole('region', { name: 'Notifications' })
  await expect(toasts).toContainText(
    'There was a problem.Unable to process Terms of Service. If the problem persists, please contact support by phone.',
  )
  await expect(dialog).toBeVisible()

  await page.unroute('**/api/eulaacceptance/allusersorganizations')
  await page.reload()
  await acceptTerms(page)
  await expect(toasts).toContainText('Success.Terms of Service accepted successfully')
  const after = checks
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  await page.waitForTimeout(1_000)
  expect(checks).toBe(after)
})

test('every page has one main landmark: the shell’s on app pages, its own on a bare page', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signInFromLogin(page, 'admin@gavel.test')
  // each page's own heading says its screen has rendered, so a nested main would be there to count
  const pages = [
    ['/settings/account', 'Account'],
    ['/rewards', 'Dealer Rewards Program'],
    ['/myacv/active/buying', 'Active Buying'],
    ['/request-cash-flow', 'Share your cash flow with Gavel Capital'],
    ['/market-report/embed', 'Market Report'],
  ] as const
  for (const [path, heading] of pages) {
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(main, path).toHaveCount(1)
  }
})
