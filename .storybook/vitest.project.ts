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
    ],
  },
  test: {
    name: 'stories',
    // Room for preview.tsx's 4 s waits, several of which a story may chain, on a loaded two-core machine.
    testTimeout: 20_000,
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
