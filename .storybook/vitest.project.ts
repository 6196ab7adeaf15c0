import type { TestProjectInlineConfiguration } from 'vitest/config'

/** Placeholder until the Storybook project lands; replaced by the stories-as-tests project. */
export const storiesProject: TestProjectInlineConfiguration = {
  test: { name: 'stories', include: ['.storybook/none/**'], passWithNoTests: true },
}
