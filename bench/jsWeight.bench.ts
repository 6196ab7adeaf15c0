import { launchChromium } from './lib/chromium'
import { brotliSize, jsRequestedBeforeAppearance, markFirstAppearance } from './lib/jsBytes'
import { startServer } from './lib/sandboxServer'
import { kb } from './lib/stats'

/**
 * Compressed JS loaded before the login screen is interactive, and before the marketplace is interactive
 * (issue 2). "Interactive" = the sign-in button / the first auction card entered the page (resource timing against a
 * MutationObserver's timestamp).
 */
export const jsWeight = async () => {
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    await markFirstAppearance(context, 'button[type="submit"]')
    await markFirstAppearance(context, 'article')
    const page = await context.newPage()
    await page.goto(`${server.url}login`)
    await page.getByRole('button', { name: /^log in$/i }).waitFor()
    const sum = (paths: readonly string[]) => paths.reduce((total, p) => total + brotliSize(p), 0)
    const loginBytes = sum(await jsRequestedBeforeAppearance(page, 'button[type="submit"]'))
    await page.getByLabel(/email/i).fill('buyer@gavel.test')
    await page.getByLabel('Password', { exact: true }).fill('gavel-sandbox')
    await page.getByRole('button', { name: /^log in$/i }).click()
    await page.getByRole('article').first().waitFor({ timeout: 15_000 })
    const marketplaceBytes = sum(await jsRequestedBeforeAppearance(page, 'article'))
    return {
      name: 'JS before interactive (brotli)',
      results: [
        { metric: 'login screen', value: kb(loginBytes), raw: loginBytes },
        { metric: 'login then marketplace', value: kb(marketplaceBytes), raw: marketplaceBytes },
      ],
    }
  } finally {
    await browser.close()
    await server.close()
  }
}
