import { expect, test } from '@playwright/test'
import { DEFAULT_ERROR, listingWithChunksFailing, signInFromLogin } from './support'

const APPRAISAL_FAILED = 'An error has occurred while trying to access Appraisal. Please try again.'

test.describe('the header, menus and footer (shell §2.1, marketplace §2)', () => {
  test('login shows the authentication header with no app navigation and no footer', async ({ page }) => {
    await page.goto('/login')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Gavel home' })).toBeVisible()
    await expect(banner.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page).toHaveTitle('Gavel | Log In')
  })

  test('desktop: buyer@ gets the signed-in links, the Buying Matrix in a new tab after its token, and the footer', async ({
    page,
    context,
  }) => {
    await context.route('https://buyingmatrix.gavel.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Buying Matrix</title>' }),
    )
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInFromLogin(page, 'buyer@gavel.test')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('listitem')).toHaveText([
      'Marketplace',
      'My Account',
      'Market Report',
      /^Buying Matrix/,
      /^Clear Car Appraisal/,
    ])
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gavel home' })).toHaveAttribute(
      'href',
      '/marketplace',
    )
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toHaveCount(0)

    // the tool receives its token as a POSTed form field: never in its address (our design, shell §2.1)
    const launches: { method: string; url: string; body: string | null }[] = []
    await page.context().route('https://buyingmatrix.gavel.example/**', async (route) => {
      const request = route.request()
      launches.push({ method: request.method(), url: request.url(), body: request.postData() })
      await route.fulfill({ contentType: 'text/html', body: '<title>Buying Matrix</title>' })
    })
    const popup = page.waitForEvent('popup')
    const tokenCall = page.waitForResponse((r) => r.url().includes('/api/buyingmatrix/token'))
    await nav.getByRole('button', { name: /Buying Matrix/ }).click()
    const token = ((await (await tokenCall).json()) as { token?: string }).token ?? ''
    const tab = await popup
    await expect(tab).toHaveTitle('Buying Matrix')
    expect(token).not.toBe('')
    expect(launches).toEqual([
      { method: 'POST', url: 'https://buyingmatrix.gavel.example/', body: `token=${encodeURIComponent(token)}` },
    ])
    expect(tab.url()).toBe('https://buyingmatrix.gavel.example/')

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy')
    await expect(footer.getByRole('link', { name: 'Fee Schedule' })).toHaveCount(0)
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Gavel. All rights reserved.`)
  })

  test('desktop: a failed appraisal token shows the spec’s toast', async ({ page }) => {
    await page.route('**/api/extendedinfotoken', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Appraisal is closed."}' }),
    )
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInFromLogin(page, 'buyer@gavel.test')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Clear Car Appraisal/ })
      .click()
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(APPRAISAL_FAILED)
  })

  test('desktop: the rewards dealer sees the rewards button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInFromLogin(page, 'rewards@gavel.test')
    const rewards = page.getByRole('banner').getByRole('link', { name: /^Rewards/ })
    await expect(rewards).toHaveText('Dealer Rewards Program')
    await expect(rewards).toHaveAttribute('href', '/rewards')
  })

  test('desktop below 1440 px: beside the rewards button the links take one row of their own, not two or three', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await signInFromLogin(page, 'rewards@gavel.test')
    const banner = page.getByRole('banner')
    const rewards = banner.getByRole('link', { name: /^Rewards/ })
    const nav = banner.getByRole('navigation', { name: 'Main' })
    await expect(rewards).toBeVisible()
    const row = async () => {
      const [r, n, first, last] = await Promise.all([
        rewards.boundingBox(),
        nav.boundingBox(),
        nav.getByRole('listitem').first().boundingBox(),
        nav.getByRole('listitem').last().boundingBox(),
      ])
      return { below: (n?.y ?? 0) >= (r?.y ?? 0) + (r?.height ?? 0), oneRow: first?.y === last?.y }
    }
    expect(await row()).toEqual({ below: true, oneRow: true })
    // wide enough, the links sit beside the logo again
    await page.setViewportSize({ width: 1440, height: 900 })
    await expect.poll(row).toEqual({ below: false, oneRow: true })
  })

  test('mobile: the marketplace has the top bar with its title and the bottom navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInFromLogin(page, 'buyer@gavel.test')
    const banner = page.getByRole('banner')
    await expect(banner).toHaveAttribute('data-header', 'mobileTopBar')
    await expect(banner).toContainText('Live Auctions')
    await expect(banner.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    const bottom = page.getByRole('navigation', { name: 'Bottom' })
    await expect(bottom.getByRole('link')).toHaveText(['Live Auctions', 'Market Report', 'Notifications', 'Menu'])

    await banner.getByRole('button', { name: 'Filters' }).click()
    await expect(page).toHaveURL(/panel=filters/)
    await expect(banner).toContainText('Filters')

    await page.goto('/marketplace?d=directory')
    await expect(page.getByRole('banner')).toContainText('Events Directory')

    await bottom.getByRole('link', { name: 'Market Report' }).click()
    await expect(page).toHaveURL(/\/market-report$/)
    await expect(page.getByRole('banner')).toContainText('Market Report')
    await expect(page.getByRole('navigation', { name: 'Bottom' })).toHaveCount(0)
  })

  test('mobile: a my-account subpage shows its title and a back button in the simplified header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInFromLogin(page, 'buyer@gavel.test')
    await page.goto('/myacv/active/buying')
    const banner = page.getByRole('banner')
    await expect(banner).toHaveAttribute('data-header', 'simplified')
    await expect(banner).toContainText('Active Buying')
    await expect(banner.getByRole('button', { name: 'Back' })).toBeVisible()
  })
})

test('a shell part whose code cannot be downloaded leaves the listing on screen and says so (ADR 0053)', async ({
  page,
}) => {
  await listingWithChunksFailing(page, /\/assets\/(Footer|UserMenu)-[^/]+\.js$/)
  await expect(page.getByText(DEFAULT_ERROR).first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
})

test("when the menus' query cache cannot be downloaded the listing stays and a toast says so (ADR 0053)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await listingWithChunksFailing(page, /\/assets\/query-cache-[^/]+\.js$/)
  await expect(page.getByText(DEFAULT_ERROR)).toHaveCount(1)
  await expect(page.getByRole('banner').getByRole('button', { name: /Riley Reyes/ })).toHaveCount(0)
})
