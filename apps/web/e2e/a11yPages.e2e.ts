import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { runningAuctionId } from './runningCard'
import { signInFromLogin } from './support'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * axe's WCAG 2.x A and AA rules and its best practice on whole pages of the running app: the page-level rules (one
 * main landmark, not nested; content in landmarks; headings in order; one h1) that the stories' check leaves out,
 * since a story shows a part of a page (.storybook/axe.ts). Target size is the stories' to check: on a whole page it
 * depends on what the fixed bottom bar covers where the page happens to be scrolled. Each violation comes back as its
 * rule and the first nodes it names.
 */
const violations = async (page: Page): Promise<string[]> => {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    type Result = { id: string; nodes: { target: string[] }[] }
    const axe = (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<{ violations: Result[] }> } })
      .axe
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'target-size': { enabled: false } },
      resultTypes: ['violations'],
    })
    return violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' ; ')}`,
    )
  })
}

/** Opens a page and waits for its own h1, in its main landmark, so the route's screen is there to check. */
const open = async (page: Page, path: string) => {
  await page.goto(path)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
}

test('the login page and the signed-in pages of every kind pass axe, page-level rules included', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/login')
  expect(await violations(page), '/login').toEqual([])

  await signInFromLogin(page, 'admin@gavel.test')
  const auction = await runningAuctionId(page)
  for (const path of [
    '/marketplace',
    `/auction/${auction}`,
    '/myacv/active/buying',
    '/settings/account',
    '/titles/open',
    '/notifications',
    '/rewards',
    '/capital/landing-page',
    '/market-report',
    '/request-cash-flow',
  ]) {
    await open(page, path)
    expect(await violations(page), path).toEqual([])
  }

  await page.setViewportSize({ width: 375, height: 740 })
  for (const path of ['/marketplace', '/myacv/active/buying']) {
    await open(page, path)
    expect(await violations(page), `${path} at 375 px`).toEqual([])
  }
})
