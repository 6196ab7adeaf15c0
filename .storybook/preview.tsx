import type { Preview } from '@storybook/react-vite'
import { assertAccessible } from './axe'
import { type HarnessParameters, StoryHarness } from './StoryHarness'
import { cleanUpSandbox, type LoadedSandbox, loadSandbox } from './sandbox'

/**
 * Every story renders inside the StoryHarness (theme, ports, router) and, after its play function, must
 * pass axe. A story opts out of axe only with `parameters.axe = { disable: true }` and a reason. Screen
 * stories set `parameters.sandbox` and run against the sandbox through MSW (STYLE rule 15); the loader
 * builds their world and container before they render.
 */
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
