import { expect, type Page, test } from '@playwright/test'
import { PASSWORD, signIn } from './support'

/** rewards@ changes its password here and gets `gavel-sandbox` back afterwards, so other journeys still sign in. */
const EMAIL = 'rewards@gavel.test'
const NEW_PASSWORD = 'a-fresh-secret-2026'

/** The newest reset link the sandbox "e-mailed" to this address (its mailbox, GET /_sandbox/mailbox). */
const latestResetLink = async (page: Page, email: string): Promise<string> => {
  const response = await page.request.get(`/_sandbox/mailbox?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { link: string }[] }
  const link = messages[0]?.link
  if (link === undefined) throw new Error(`No mail to ${email}`)
  return link
}

test.afterAll(async ({ request }) => {
  const config = (await (await request.get('/config.json')).json()) as { gateways: { identity: string } }
  await request.post(`${config.gateways.identity}/api/passwordreset/request`, { data: { userName: EMAIL } })
  const mailbox = (await (await request.get(`/_sandbox/mailbox?to=${EMAIL}`)).json()) as {
    messages: { link: string }[]
  }
  const token = new URL(mailbox.messages[0]?.link ?? '', 'http://x').searchParams.get('token')
  await request.post(`${config.gateways.identity}/api/passwordreset`, {
    data: { userName: EMAIL, passwordResetToken: token, newPassword: PASSWORD },
  })
})

test('forgot password: the e-mailed link sets a new password, which then signs in', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/forgot$/)
  // The URL changes as the navigation starts; the login page, with its own Email field, stays up until /forgot's
  // screen is ready.
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(`If an account exists for ${EMAIL}`)).toBeVisible()

  const link = await latestResetLink(page, EMAIL)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible()
  await expect(page).toHaveURL(/\/password$/)
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('New password', { exact: true }).fill('too-short')
  await page.getByLabel('Confirm new password', { exact: true }).fill('too-short')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    'Your password needs at least 12 characters.',
  )
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password is changed. Log in with your new password.')).toBeVisible()

  await page.getByRole('link', { name: 'Log in' }).click()
  await page.getByLabel('Email').fill(EMAIL)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: /^log in$/i }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: /^log in$/i }).click()
  await expect(page).toHaveURL(/\/(marketplace|search)/, { timeout: 15_000 })
})

test('the password page without a token goes to log in', async ({ page }) => {
  await page.goto('/password')
  await expect(page).toHaveURL(/\/login$/)
})

test('a legacy registration path leaves for the external registration page', async ({ page }) => {
  await page.route('https://www.gavel.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Registration</title><h1>External registration</h1>' }),
  )
  await page.goto('/registration/existing')
  await expect(page).toHaveURL('https://www.gavel.example/registration?step=existing')
  await expect(page.getByRole('heading', { name: 'External registration' })).toBeVisible()
})

test('jwt-embed refuses a target off the whitelist and signs nobody in; a listed one opens signed in', async ({
  page,
}) => {
  await page.goto('/jwt-embed?target=settings#token=sandbox-sso-multi')
  await expect(page.getByRole('alert')).toHaveText(
    "This page can't be embedded: Gavel does not share the page it asks for.",
  )
  await expect(page).toHaveURL(/\/jwt-embed\?target=settings$/)
  await page.goto('/myacv/active/buying')
  await expect(page).toHaveURL(/\/login$/)

  await page.goto('/jwt-embed?target=active-buying#token=sandbox-sso-multi')
  await expect(page).toHaveURL(/\/myacv\/active\/buying$/, { timeout: 15_000 })
})

test('registration: invalid input is explained and kept, then valid input registers and mails a password link', async ({
  page,
}) => {
  await page.goto('/register')
  await expect(page).toHaveURL(/\/registration$/)
  await page.getByRole('link', { name: 'Start registration' }).click()
  await expect(page).toHaveURL(/\/registration-form$/)

  await page.getByLabel('First name').fill('Jordan')
  await page.getByLabel('Last name').fill('Smith')
  await page.getByLabel('Work email').fill('buyer@gavel.test')
  await page.getByLabel('Work email').blur()
  await expect(page.getByLabel('Work email')).toHaveAccessibleDescription(
    'An account with this email already exists. Log in, or reset your password if you forgot it.',
  )
  await page.getByLabel('Phone (optional)').fill('555')
  await page.getByLabel('AuctionACCESS number').fill('55x')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByLabel('Phone (optional)')).toHaveAccessibleDescription(
    'Enter a 10-digit US phone number, like (312) 555-0100.',
  )
  await expect(page.getByLabel('AuctionACCESS number')).toHaveAccessibleDescription(
    'Your AuctionACCESS number is 7 to 10 digits.',
  )

  await page.getByLabel('Work email').fill('jordan.reyes@dealer.test')
  await page.getByLabel('Phone (optional)').fill('(312) 555-0100')
  await page.getByLabel('AuctionACCESS number').fill('5550001')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find an AuctionACCESS account with that number and last name.",
  )
  await expect(page.getByLabel('First name')).toHaveValue('Jordan')
  await page.getByLabel('Last name').fill('Reyes')
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/registration-dealerships$/)
  await page.getByRole('radio', { name: /Riverside Auto Exchange/ }).check()
  await page.getByRole('button', { name: 'Register' }).dblclick()
  await expect(page.getByText("You're registered. We've emailed jordan.reyes@dealer.test")).toBeVisible()
  expect(await latestResetLink(page, 'jordan.reyes@dealer.test')).toMatch(/^\/password\?token=/)
  const mails = await page.request.get('/_sandbox/mailbox?to=jordan.reyes@dealer.test')
  expect(((await mails.json()) as { messages: unknown[] }).messages).toHaveLength(1)
})

test('limited@ sees the auction-access banner with the issue that limits them', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'limited@gavel.test')
  const banner = page.getByRole('region', { name: 'Your AuctionACCESS account needs attention' })
  await expect(banner).toContainText('Your dealer license on file with AuctionACCESS has expired.', { timeout: 15_000 })
})

test('inactive@ sees the inactive warning on every page, and an active-only page sends them to /settings/account', async ({
  page,
}) => {
  await page.goto('/login')
  await signIn(page, 'inactive@gavel.test')
  const warning = page.getByRole('status').filter({ hasText: 'Your dealership is not currently active.' })
  await expect(warning).toBeVisible({ timeout: 15_000 })
  await page.goto('/offboarding')
  await expect(page).toHaveURL(/\/settings\/account$/)
  await expect(warning).toBeVisible()
  // a limited user has no my-account area (shell §6)
  await page.goto('/myacv/gsale-performance')
  await expect(page).not.toHaveURL(/\/myacv\//)
})
