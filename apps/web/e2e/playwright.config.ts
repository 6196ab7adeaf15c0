import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../../tools/chromium'

const port = Number(process.env.E2E_PORT ?? 4180)

/**
 * End-to-end journeys in Debian's Chromium against the real sandbox HTTP + websocket host serving the
 * production build (what a dealer gets). `npm run test:e2e` builds the app first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: '../../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace by default: recording one for every journey (kept only on failure) made the suite 8.2 min instead of
    // 5.8 on two cores, and `.ci/run` must stay under 20 minutes. A failure keeps its screenshot; to debug one, run
    // it again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `PORT=${port} npx tsx --conditions=source packages/sandbox/src/hosts/start.ts`,
    cwd: '../../..',
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
})
