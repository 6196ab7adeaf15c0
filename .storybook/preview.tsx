import type { Preview } from '@storybook/react-vite'
import { assertAccessible } from './axe'
import { type HarnessParameters, StoryHarness } from './StoryHarness'

/**
 * Every story renders inside the StoryHarness (theme, fakes, router) and, after its play function, must
 * pass axe. A story opts out of axe only with `parameters.axe = { disable: true }` and a reason.
 */
const preview: Preview = {
  decorators: [
    (Story, context) => (
      <StoryHarness key={context.id} parameters={context.parameters as HarnessParameters}>
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
