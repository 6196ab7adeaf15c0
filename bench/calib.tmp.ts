import { launchChromium } from './lib/chromium'
import { brotliSize, jsRequestedBeforeAppearance, markFirstAppearance } from './lib/jsBytes'
import { throttleCpu } from './lib/pageMetrics'
import { serveRasterPhotos } from './lib/photos'
import { startServer } from './lib/sandboxServer'
import { signedInState } from './lib/signIn'

const server = await startServer()
const browser = await launchChromium()
const storageState = await signedInState(browser, server.url)
const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } })
await serveRasterPhotos(context)
await markFirstAppearance(context, 'article')
const page = await context.newPage()
await throttleCpu(page)
await page.goto(`${server.url}marketplace`)
await page.getByRole('article').first().waitFor()
const loaded = await jsRequestedBeforeAppearance(page, 'article')
let sum = 0
for (const p of loaded) { const s = brotliSize(p); sum += s; console.log(p, s) }
console.log('before first card', sum)
await page.waitForTimeout(2500)
const two: string[] = await page.evaluate(`performance.getEntriesByType('resource').filter(e => e.startTime < 2000 && new URL(e.name).pathname.endsWith('.js')).map(e => new URL(e.name).pathname)`)
console.log('first 2s', two.reduce((s, p) => s + brotliSize(p), 0), two.filter(p => !loaded.includes(p)))
const all: string[] = await page.evaluate(`performance.getEntriesByType('resource').filter(e => new URL(e.name).pathname.endsWith('.js')).map(e => [new URL(e.name).pathname, Math.round(e.startTime)].join(' '))`)
console.log(all.join('\n'))
await browser.close(); await server.close()
