import { launchChromium } from './lib/chromium'
import { brotliSize, jsLoadedBy } from './lib/jsBytes'
import { startServer } from './lib/sandboxServer'
import { kb } from './lib/stats'

/**
 * Compressed JS loaded before the login screen is interactive, and before the marketplace is interactive
 * (issue 2). "Interactive" = the sign-in button is enabled / the first auction card is on screen.
 */
export const jsWeight = async () => {
  const server = await startServer()
  const browser = await launchChromium()
  try {
    const origin = new URL(server.url).origin
    const page = await browser.newPage()
    const loaded = jsLoadedBy(page, origin)
    await page.goto(`${server.url}login`)
    await page.getByRole('button', { name: /^log in$/i }).waitFor()
    const loginBytes = loaded.reduce((sum, p) => sum + brotliSize(p), 0)
    await page.getByLabel(/email/i).fill('buyer@gavel.test')
    await page.getByLabel(/password/i).fill('gavel-sandbox')
    await page.getByRole('button', { name: /^log in$/i }).click()
    await page.getByRole('article').first().waitFor({ timeout: 15_000 })
    const marketplaceBytes = loaded.reduce((sum, p) => sum + brotliSize(p), 0)
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
