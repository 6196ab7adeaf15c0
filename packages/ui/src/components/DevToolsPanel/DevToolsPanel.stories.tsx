import { type FlagOverrideMap, FlagSlugs } from '@gavel/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { BOTTOM_NAV_PX } from '../../theme/bottomNav'
import { DevToolsPanel } from './DevToolsPanel'
import { devToolsFlags } from './devToolsFlags'

const SERVER = { dev_tools: true, reload_prompt: true, loyalty: false }

/** The panel over local state, as the app wires it to the flag store. */
const Stateful = ({ initial = {}, defaultOpen = false }: { initial?: FlagOverrideMap; defaultOpen?: boolean }) => {
  const [overrides, setOverrides] = useState<FlagOverrideMap>(initial)
  return (
    <DevToolsPanel
      defaultOpen={defaultOpen}
      flags={devToolsFlags(Object.values(FlagSlugs), SERVER, overrides)}
      onOverride={(slug, value) => {
        const { [slug]: _dropped, ...rest } = overrides
        setOverrides(value === null ? rest : { ...rest, [slug]: value })
      }}
      onResetAll={() => setOverrides({})}
    />
  )
}

const meta = {
  title: 'Shell/DevToolsPanel',
  component: Stateful,
} satisfies Meta<typeof Stateful>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: one button; opened from the keyboard it lists every known flag; Escape closes it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('button', { name: 'Dev tools' })
    toggle.focus()
    await userEvent.keyboard('{Enter}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    for (const slug of Object.values(FlagSlugs)) await expect(canvas.getByLabelText(slug)).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveFocus()
  },
}

/** Overriding a flag marks it, counts it on the button, and Reset all undoes it. */
export const Overriding: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const loyalty = canvas.getByLabelText(/^loyalty\b/)
    await expect(loyalty).not.toBeChecked()
    await userEvent.click(loyalty)
    await expect(canvas.getByLabelText(/^loyalty\b/)).toBeChecked()
    await expect(canvas.getByText('(overridden, server: off)')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Dev tools (1 overridden)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reset all overrides' }))
    await expect(canvas.queryByText(/overridden, server/)).toBeNull()
    await expect(canvas.getByLabelText(/^loyalty\b/)).not.toBeChecked()
  },
}

/** A stored override shows at once, and clearing just that one works. */
export const WithStoredOverride: Story = {
  args: { defaultOpen: true, initial: { reload_prompt: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText(/^reload_prompt\b/)).not.toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear override of reload_prompt' }))
    await expect(canvas.getByLabelText(/^reload_prompt\b/)).toBeChecked()
  },
}

/** On a phone the panel fits the screen, and its button sits above the bottom navigation's links, covering
 * none of them. */
export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Feature flags' })).toBeVisible()
    const { bottom } = canvas.getByRole('button', { name: 'Dev tools' }).getBoundingClientRect()
    await expect(canvasElement.ownerDocument.defaultView?.innerHeight ?? 0).toBeGreaterThanOrEqual(
      bottom + BOTTOM_NAV_PX,
    )
  },
}
