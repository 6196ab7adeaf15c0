import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { chromiumLaunchOptions } from '../tools/chromium'

/**
 * The `stories` project of the root vitest.config.ts: every story of packages/ui runs as a test in Debian's
 * Chromium (its play function, then the axe check of preview.tsx). `docs/toolchain.md`: the provider must be given
 * as an object with `executablePath`, never downloaded.
 */
export const storiesProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir: '.storybook' })],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  // Every dependency the stories reach, bundled before the first story runs. One found mid-run makes Vite bundle again
  // and rotate the deps' version hash; a story file still loading then gets 504 "Outdated Optimize Dep" under it and
  // fails to import ("Failed to fetch dynamically imported module", vitest-dev/vitest#9509; seen once, in a fresh-clone
  // run on 2026-11-27). The list is the one a whole run ends with (the deps cache's _metadata.json). It did not end
  // the flake (it came back with every dep bundled at start, as in vitest#11171), so `npm run test:stories` runs a
  // file the browser could not load once more (tools/runStories.ts).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router',
      'styled-components',
      '@tanstack/react-query',
      'axe-core',
      'effect',
      'inversify',
      'openapi-fetch',
      'openapi-msw',
      'react-dom/test-utils',
      'storybook/test',
      'storybook/preview-api',
    ],
  },
  test: {
    name: 'stories',
    // Room for preview.tsx's 4 s waits, several of which a story may chain, on a loaded two-core machine.
    testTimeout: 20_000,
    // Story files run one after another in the same page instead of a fresh one each: 9 min 14 s → 6 min 20 s on a
    // two-core machine. Before a story runs, Storybook unmounts the one before and removes its canvas, whichever file
    // it came from (portable stories' runStory), and a sandbox story replaces the MSW worker's handlers with its own
    // world (sandbox/worker.ts). The whole run passes with the files shuffled as well.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
}
