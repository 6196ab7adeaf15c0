import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The domain's tests alone, in Node: what Stryker runs for every mutant (`npm run mutation`). The root config's
 * `unit` project runs the same files as part of `npm test`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
