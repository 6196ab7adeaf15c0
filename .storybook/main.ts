import type { StorybookConfig } from '@storybook/react-vite'

/**
 * Storybook for @gavel/ui. Every story is also a test: `npx vitest run --project stories` runs them in
 * Chromium through @storybook/addon-vitest (see vitest.project.ts). Workspace packages resolve to their
 * TypeScript sources through the `source` export condition, as in the web app.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  /** MSW's service worker (`npx msw init .storybook/public`): screen stories run against the sandbox. */
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: async (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['source', 'module', 'browser', 'development|production'] },
  }),
}

export default config
