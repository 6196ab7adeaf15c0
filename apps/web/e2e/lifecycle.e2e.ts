import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { signIn, signInFromLogin } from './support'

/**
 * The app's life cycle in Chromium against the sandbox host (shell §2.1, §4.2, §4.3, §4.6): the offline banner,
 * one token refresh shared by three tabs, the service worker's 'Update Available' prompt, and the dev-tools
 * panel's flag overrides.
 */

const MINUTE = 60_000

test('the offline banner shows while the browser is offline', async ({ page, context }) => {
  await signInFromLogin(page, 'buyer@gavel.test')
  await context.setOffline(true)
  await expect(page.getByText('You are currently offline.')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('You are currently offline.')).toBeHidden()
})

test('three tabs whose token is due share exactly one token refresh', async ({ context }) => {
  // Three tabs load the app twice each: on a busy 2-core machine that alone takes 20 s.
  test.setTimeout(60_000)
  const first = await context.newPage()
  await signInFromLogin(first, 'multi@gavel.test')
  let refreshes = 0
  await context.route('**/api/v2/tokenrefresh', async (route) => {
    refreshes += 1
    await route.continue()
  })
  const tabs = [first, await context.newPage(), await context.newPage()]
  await Promise.all(tabs.map((tab) => tab.goto('/notifications')))
  await Promise.all(
    tabs.map((tab) => expect(tab.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()),
  )
  // Every tab settled (its menus loaded after the page, no call under way), so none is mid-refresh when it reloads.
  await Promise.all(
    tabs.map(async (tab) => {
      await expect(tab.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible()
      await tab.waitForLoadState('networkidle')
    }),
  )
  // The stored tokens become 13 minutes old: every tab's next call needs a refresh (shell §4.2: 12 minutes).
  const stale = await first.evaluate((ageMs) => {
    const raw = localStorage.getItem('gavel.session')
    if (raw === null) throw new Error('no stored session')
    const session = JSON.parse(raw)
    session.tokens.updatedAt -= ageMs
    localStorage.setItem('gavel.session', JSON.stringify(session))
    return String(session.tokens.accessToken)
  }, 13 * MINUTE)
  // Each reloaded tab's list call, the first call that needs a token; waited for rather than timed, since on a busy
  // machine the calls can come seconds after the headings.
  const listCalls = tabs.map((tab) =>
    tab.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/messages/all'), { timeout: 20_000 }),
  )
  await Promise.all(tabs.map((tab) => tab.reload()))
  for (const call of await Promise.all(listCalls)) {
    expect(call.status()).toBe(200)
    const authorization = await call.request().headerValue('authorization')
    expect(authorization).toMatch(/^Bearer /)
    expect(authorization).not.toBe(`Bearer ${stale}`)
  }
  expect(refreshes).toBe(1)
  await first.waitForTimeout(1_000)
  expect(refreshes).toBe(1)
})

const DIST = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'dist')

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })

test("a new service worker version brings the 'Update Available' prompt, and Reload takes it", async ({ page }) => {
  const file = join(DIST, 'sw.js')
  const original = await readFile(file, 'utf8')
  try {
    await signInFromLogin(page, 'buyer@gavel.test')
    await controlled(page)
    await writeFile(
      file,
      original.replace("const VERSION = 'gavel-sw-1'", `const VERSION = 'gavel-sw-e2e-${Date.now()}'`),
    )
    // The hourly check (shell §9), asked for now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const prompt = page.getByRole('status').filter({ hasText: 'Update Available' })
    await expect(prompt).toBeVisible({ timeout: 15_000 })
    await expect(prompt.getByText('Please reload the page to update.')).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await expect(page.getByText('Update Available')).toBeHidden()
  } finally {
    await writeFile(file, original)
  }
})

test('the dev-tools panel overrides a flag on this device, marks it, and resets it', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'capital@gavel.test')
  const toggle = page.getByRole('button', { name: /^Dev tools/ })
  await expect(toggle).toBeVisible({ timeout: 15_000 })
  await toggle.focus()
  await page.keyboard.press('Enter')
  const panel = page.getByRole('region', { name: 'Feature flags' })
  const loyalty = panel.getByLabel(/^loyalty\b/)
  await expect(loyalty).not.toBeChecked()
  await loyalty.check()
  await expect(panel.getByText('(overridden, server: off)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Dev tools (1 overridden)' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('gavel.flag-overrides'))).toBe('{"loyalty":true}')
  await page.reload()
  await page.getByRole('button', { name: 'Dev tools (1 overridden)' }).click()
  await expect(page.getByRole('region', { name: 'Feature flags' }).getByLabel(/^loyalty\b/)).toBeChecked()
  await page.getByRole('button', { name: 'Reset all overrides' }).click()
  await expect(page.getByRole('button', { name: 'Dev tools', exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('gavel.flag-overrides'))).toBeNull()
})
