import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { assertAccessible } from './axe'
import { type HarnessParameters, StoryHarness } from './StoryHarness'
import { cleanUpSandbox, type LoadedSandbox, loadSandbox } from './sandbox'

/**
 * Every story renders inside the StoryHarness (theme, ports, router) and, after its play function, must
 * pass axe. A story opts out of axe only with `parameters.axe = { disable: true }` and a reason. Screen
 * stories set `parameters.sandbox` and run against the sandbox through MSW (STYLE rule 15); the loader
 * builds their world and container before they render.
 */
/**
 * `findBy…` and `waitFor` give up after 4 s rather than Testing Library's 1 s: CI runs the unit and story projects
 * side by side on two cores, where a screen's first sandbox answers took longer than a second (AppShell's user menu,
 * CI of 672b0c7). A story that truly never shows what it waits for still fails, with the same message.
 */
configure({ asyncUtilTimeout: 4_000 })

const preview: Preview = {
  loaders: [loadSandbox],
  beforeEach: cleanUpSandbox,
  decorators: [
    (Story, context) => (
      <StoryHarness
        key={context.id}
        parameters={context.parameters as HarnessParameters}
        resolver={(context.loaded as { sandbox?: LoadedSandbox }).sandbox?.resolver}
      >
        <Story />
      </StoryHarness>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  afterEach: async ({ canvasElement, parameters }) => {
    if ((parameters as { axe?: { disable?: boolean } }).axe?.disable) return
    await assertAccessible(canvasElement)
  },
}

export default preview
