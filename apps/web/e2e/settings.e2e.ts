import { type Browser, expect, type Page, test } from '@playwright/test'
import { endsIn, runningAuctionId } from './runningCard'
import { dollars, signIn, signInFromLogin } from './support'

/** A new browser window signed in as `email`, at `path`. */
const windowAs = async (browser: Browser, email: string, path: string): Promise<Page> => {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/login')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/(marketplace|search)/, { timeout: 15_000 })
  await page.goto(path)
  return page
}

test.describe('settings (shell §2.3, §4.1)', () => {
  test('an admin adds an address and edits it, and both survive a reload; a non-admin is kept out', async ({
    browser,
  }) => {
    const name = `Back lot ${Date.now() % 100_000}`
    const admin = await windowAs(browser, 'admin@gavel.test', '/settings/addresses')
    await admin.getByRole('link', { name: 'Add new address' }).click()
    await expect(admin.getByRole('heading', { name: 'Add new address' })).toBeVisible()
    const form = admin.getByRole('form', { name: 'Address' })
    await form.getByLabel('Zip code').fill('802')
    await form.getByLabel('Zip code').blur()
    await expect(form.getByText('Enter a 5-digit zip code, or ZIP+4 like 60614-1234.')).toBeVisible()
    await form.getByLabel('Address name').fill(name)
    await form.getByLabel('Street address').fill('400 Depot Rd')
    await form.getByLabel('City').fill('Denver')
    await form.getByLabel('State (two letters)').fill('co')
    await form.getByLabel('Zip code').fill('80202-1234')
    await form.getByLabel('Phone (optional)').fill('303.555.0100')
    await form.getByLabel('Phone (optional)').blur()
    await expect(form.getByLabel('Phone (optional)')).toHaveValue('(303) 555-0100')
    await form.getByRole('button', { name: 'Add address' }).click()

    await expect(admin).toHaveURL(/\/settings\/addresses/)
    const card = admin.getByRole('article', { name })
    await expect(card).toContainText('Denver, CO 80202-1234')
    await card.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(admin.getByLabel('Address name')).toHaveValue(name)
    await admin.getByLabel('Address name').fill(`${name} B`)
    await admin.getByRole('button', { name: 'Save address' }).click()
    await expect(admin.getByRole('article', { name: `${name} B` })).toBeVisible()

    await admin.reload()
    const saved = admin.getByRole('article', { name: `${name} B` })
    await expect(saved).toContainText('400 Depot Rd')
    await expect(saved).toContainText('(303) 555-0100')

    const buyer = await windowAs(browser, 'buyer@gavel.test', '/settings/addresses')
    await expect(buyer).toHaveURL(/\/settings\/account$/)
    await expect(buyer.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
    await expect(
      buyer.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Addresses' }),
    ).toHaveCount(0)
  })

  test('a bid above the limit an admin set waits for the admin, who approves it from the notification in another window; it lands once', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const admin = await windowAs(browser, 'admin@gavel.test', '/settings/dashboard')
    const taylor = admin.getByRole('listitem', { name: 'Taylor Tran' })
    await taylor.getByLabel('Largest single bid (USD)').fill('1000')
    await taylor.getByLabel('Daily spend (USD)').fill('')
    await taylor.getByRole('button', { name: 'Save limits' }).click()
    await expect(taylor.getByText('Limits saved.')).toBeVisible()
    await expect(taylor).toContainText('$1,000 a bid')

    const dealer = await (await browser.newContext()).newPage()
    await signInFromLogin(dealer, 'team@gavel.test')
    const auctionId = await runningAuctionId(dealer)
    // Ten minutes left whatever the listing's countdown said, so it cannot end before the admin answers.
    await endsIn(dealer, auctionId, 600)
    await dealer.goto(`/auction/${auctionId}`)
    const panel = dealer.getByRole('form', { name: 'Place a bid' })
    const amountField = panel.getByLabel('Your bid (USD)')
    await expect(amountField).toBeVisible({ timeout: 15_000 })
    // Well above the next bid, so background dealers do not pass it before the admin answers.
    const amount = dollars(await amountField.inputValue()) + 5_000
    await amountField.fill(String(amount))
    await expect(panel.getByTestId('limit-hint')).toHaveText(
      `$${amount.toLocaleString('en-US')} is above your $1,000 single-bid limit: the bid will go to your admin for approval.`,
    )
    await panel.getByRole('button', { name: 'Place bid' }).click()
    await expect(panel.getByRole('status')).toContainText('so it was sent to your admin for approval')

    // The admin answers from the notification in the header's menu, in one click (ADR 0044).
    await admin.reload()
    await admin.getByRole('button', { name: /^Notifications/ }).click()
    const menu = admin.getByRole('menu', { name: 'Notifications' })
    const asked = `Taylor Tran asks to bid $${amount.toLocaleString('en-US')}`
    const approve = menu.getByRole('menuitem', { name: `Approve ${asked}`, exact: false })
    await expect(approve).toBeVisible()
    await approve.click()
    await expect(menu.getByText('Approved: bid placed')).toBeVisible()
    await expect(menu.getByText(/^Approved by Alex Alvarez: Taylor Tran's bid/).first()).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: `Approve ${asked}`, exact: false })).toHaveCount(0)
    // The answer is the same request Manage users lists: it shows there answered, with no buttons left.
    await admin.keyboard.press('Escape')
    await admin.reload()
    const request = admin
      .getByRole('list', { name: 'Bid approval requests' })
      .getByRole('listitem')
      .filter({ hasText: `$${amount.toLocaleString('en-US')}` })
    await expect(request).toContainText('Approved, bid placed')
    await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0)

    await dealer.reload()
    const mine = dealer.getByRole('table', { name: "Bids by your dealership's members" }).getByRole('row', {
      name: /team@gavel\.test/,
    })
    await expect(mine).toHaveCount(1, { timeout: 15_000 })
    await expect(mine).toContainText(`$${amount.toLocaleString('en-US')}`)
  })
})
