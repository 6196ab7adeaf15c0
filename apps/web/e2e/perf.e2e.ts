import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { budgetSets, webBuild } from '../../../tools/sizeBudget'
import { signInFromLogin } from './support'

/** A dealer who bids from the listing with the current terms accepted (no modal in the way). */
const DEALER = 'rewards@gavel.test'

const PHONE = { width: 375, height: 667 }

test.describe('fast on a phone (issue 10)', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test("at 375 × 667 the first auction card's photo is in the first viewport, above the bottom navigation", async ({
    page,
  }) => {
    await signInFromLogin(page, DEALER)
    // the card's photo, or its "No photo" stand-in when the first auction to end has none (1 in 37 sandbox auctions)
    const card = page.getByRole('article').first()
    const photo = card
      .locator('img')
      .or(card.getByText('No photo', { exact: true }))
      .first()
    await expect(photo).toBeVisible()
    const box = await photo.boundingBox()
    const nav = await page.getByRole('navigation', { name: 'Bottom' }).boundingBox()
    expect(box).not.toBeNull()
    const bottom = Math.min(PHONE.height, nav?.y ?? PHONE.height)
    // at least a third of the photo shows before any scrolling, even with the first visit's welcome on top
    expect(bottom - (box?.y ?? PHONE.height)).toBeGreaterThanOrEqual((box?.height ?? 0) / 3)
  })
})

test('the listing loads no JS before its first card, nor in its first two seconds, beyond what the size check counts', async ({
  page,
}) => {
  const sets = budgetSets(webBuild(join(import.meta.dirname, '../../..')))
  await signInFromLogin(page, DEALER)
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('article')) return
      window.__firstCardAt = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.waitForTimeout(2_000)
  const loaded = await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname.endsWith('.js') && !/Worker-/.test(e.name))
    .map((e) => ({ file: new URL(e.name).pathname.slice(1), beforeFirstCard: e.startTime < window.__firstCardAt }))`)
  const files = loaded as { file: string; beforeFirstCard: boolean }[]
  expect(files.filter((f) => f.beforeFirstCard).length).toBeGreaterThan(0)
  expect(files.filter((f) => f.beforeFirstCard && !sets.firstCard.has(f.file)).map((f) => f.file)).toEqual([])
  expect(files.filter((f) => !sets.firstTwoSeconds.has(f.file)).map((f) => f.file)).toEqual([])
})
