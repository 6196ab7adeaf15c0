import { expect, type Page, test } from '@playwright/test'
import { signInFromLogin } from './support'

/** The search panel's part of the listing URL (marketplace §2: f quick filters, s saved search ids). */
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key)
const savedSearches = (page: Page) => page.getByRole('region', { name: 'Saved searches' })

test.describe('filter and save a search, share its URL and reopen it (marketplace §2, §3 Saved search)', () => {
  test('a make chosen in the flyout filters the listing, is saved by name, and its shared URL reopens the same view', async ({
    page,
    context,
  }) => {
    await signInFromLogin(page, 'seller@gavel.test')
    const lanes = param(page, 'l')

    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const flyout = page.getByRole('dialog', { name: 'Filters' })
    await expect(flyout).toBeVisible()
    expect(param(page, 'panel')).toBe('filters')
    const make = flyout.getByLabel('Make')
    await expect(make.locator('option').nth(1)).toBeAttached()
    const chosen = (await make.locator('option').nth(1).getAttribute('value')) ?? ''
    await make.selectOption(chosen)
    await flyout.getByRole('button', { name: 'Apply' }).click()
    await expect(flyout).toBeHidden()
    await expect.poll(() => param(page, 'f')).toBe(JSON.stringify([`make:${chosen}`]))
    expect(param(page, 'l')).toBe(lanes)
    expect(param(page, 'panel')).toBeNull()
    await expect(page.getByRole('button', { name: `Remove Make: ${chosen}` })).toBeVisible()
    await expect(page.getByRole('article').first()).toContainText(chosen, { timeout: 15_000 })

    await savedSearches(page).getByRole('button', { name: 'Save this search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Enter a name for this search.')
    await dialog.getByLabel('Name').fill(`${chosen} only`)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    const entry = savedSearches(page)
      .getByRole('listitem')
      .filter({ hasText: `${chosen} only` })
    await expect(entry).toContainText(`Make: ${chosen}`)
    const applied = (): string[] => JSON.parse(param(page, 's') ?? '[]')
    const before = applied()
    await entry.getByRole('button', { name: `Apply ${chosen} only` }).click()
    await expect.poll(() => applied().length).toBe(before.length + 1)
    expect(applied().slice(0, -1)).toEqual(before)

    const shared = page.url()
    const other = await context.newPage()
    await other.goto(shared)
    await expect(other.getByRole('button', { name: `Remove Make: ${chosen}` })).toBeVisible({ timeout: 15_000 })
    await expect(other.getByRole('button', { name: `Apply ${chosen} only` })).toHaveAttribute('aria-pressed', 'true')
    await expect(other.getByRole('article').first()).toContainText(chosen, { timeout: 15_000 })
    expect(new URL(other.url()).searchParams.get('l')).toBe(lanes)
  })
})
