import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Pact consumer tests (`docs/style.md` 14): the real SDK clients against Pact's mock server, in Node, with no MSW in
 * the process (`docs/toolchain.md`). One file at a time: files share pact files under contracts/pacts/.
 */
process.env.PACT_DO_NOT_TRACK = 'true'

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    name: 'pact',
    environment: 'node',
    include: ['packages/sdk/pact/**/*.pact.test.ts'],
    globalSetup: ['packages/sdk/pact/globalSetup.ts'],
    env: { PACT_DO_NOT_TRACK: 'true' },
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 30_000,
  },
})
