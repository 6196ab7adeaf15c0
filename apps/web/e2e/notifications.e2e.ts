import { expect, test } from '@playwright/test'
import { signInFromLogin } from './support'

test.describe('notifications in the header (shell §2.1, §4.4)', () => {
  test('buyer@ sees 9+, opening the menu marks all seen, Mark All as Read reads them, View All opens the page', async ({
    page,
  }) => {
    await signInFromLogin(page, 'buyer@gavel.test')
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications, 9+ unseen')
    await expect(bell).toHaveText('9+')

    await bell.click()
    const menu = page.getByRole('menu', { name: 'Notifications' })
    await expect(menu).toBeVisible()
    await expect(bell).toHaveAccessibleName('Notifications')
    await expect(bell).toHaveText('')
    const items = menu.getByRole('menuitem')
    await expect(items).toHaveCount(12)
    await expect(items.filter({ hasText: 'Unread' })).not.toHaveCount(0)

    await menu.getByRole('menuitem', { name: 'Mark All as Read' }).click()
    await expect(items.filter({ hasText: 'Unread' })).toHaveCount(0)

    await menu.getByRole('menuitem', { name: 'View All' }).click()
    await expect(page).toHaveURL(/\/notifications$/)
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
    await expect(page.getByText('Everything is read.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(14)

    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
      'Notifications',
    )
  })

  test('a notification goes to its auction; Escape closes the menu', async ({ page }) => {
    await signInFromLogin(page, 'seller@gavel.test')
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ })
    await bell.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toHaveCount(0)
    await expect(bell).toBeFocused()

    await bell.click()
    const first = page
      .getByRole('menu', { name: 'Notifications' })
      .locator('a[role="menuitem"][href^="/auction/"]')
      .first()
    const href = await first.getAttribute('href')
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
  })

  test('limited users get no notifications menu', async ({ page }) => {
    await signInFromLogin(page, 'limited@gavel.test')
    await expect(page.getByRole('banner').getByRole('button', { name: /Lee Lindqvist/ })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveCount(0)
  })
})
