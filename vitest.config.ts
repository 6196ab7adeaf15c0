import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storiesProject } from './.storybook/vitest.project'

/**
 * One Vitest config, two projects:
 * - `unit`: every `*.test.ts(x)` next to its code, in Node (domain, sdk, adapters against the sandbox's MSW
 *   handlers, sandbox engine).
 * - `stories`: every story run as a test in Debian's Chromium (play functions, axe).
 */
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
        ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
        test: {
          name: 'unit',
          environment: 'node',
          // A worker keeps its modules from one test file to the next instead of importing them afresh for each:
          // 4 min 7 s → 1 min 0 s on a two-core machine, and `.ci/run` must stay under 20 minutes. Every file undoes
          // what it changes (servers closed, globals unstubbed); runs with the files shuffled pass as well.
          isolate: false,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.stories.*'],
        },
      },
      storiesProject,
    ],
  },
})
