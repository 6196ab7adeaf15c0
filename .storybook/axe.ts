import axe from 'axe-core'

/**
 * Runs axe (WCAG 2.1 A and AA rules) on a story's canvas and throws on any violation, so a story that
 * breaks accessibility fails its test. Page-level best-practice rules (landmarks, one h1) are left out:
 * a story shows a part of a page.
 */
export const assertAccessible = async (root: Element): Promise<void> => {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  })
  if (results.violations.length === 0) return
  const lines = results.violations.flatMap((v) => [
    `${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  ])
  throw new Error(`Accessibility violations:\n${lines.join('\n')}`)
}
