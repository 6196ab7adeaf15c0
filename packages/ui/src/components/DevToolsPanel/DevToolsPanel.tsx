import { type KeyboardEvent, useId, useState } from 'react'
import { Button } from '../../primitives/Button'
import { Dock, Heading, List, Mark, Panel, Row } from './DevToolsPanel.styles'

/** One known flag as the panel shows it. */
export interface DevToolsFlag {
  readonly slug: string
  /** The value the app uses now (server flag, or the override). */
  readonly value: boolean
  /** The server's value. */
  readonly serverValue: boolean
  readonly overridden: boolean
}

export interface DevToolsPanelProps {
  readonly flags: readonly DevToolsFlag[]
  /** Sets an override on this device; `null` drops it. */
  readonly onOverride: (slug: string, value: boolean | null) => void
  readonly onResetAll: () => void
  readonly defaultOpen?: boolean
}

/**
 * The dev-tools panel (shell §2.2 "dev tools", §4.3): every known flag with its value; a designer or tester
 * overrides one on this device (kept in localStorage), sees it marked as overridden, and resets them all.
 * Shown only when the dev-tools flag is on. Escape closes it and gives focus back to its button.
 */
export const DevToolsPanel = ({ flags, onOverride, onResetAll, defaultOpen = false }: DevToolsPanelProps) => {
  const [open, setOpen] = useState(defaultOpen)
  const panelId = useId()
  const overriddenCount = flags.filter((f) => f.overridden).length
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    document.getElementById(`${panelId}-toggle`)?.focus()
  }
  return (
    <Dock onKeyDown={onKeyDown}>
      {open && (
        <Panel id={panelId} aria-labelledby={`${panelId}-heading`}>
          <Heading id={`${panelId}-heading`}>Feature flags</Heading>
          <List>
            {flags.map((flag) => (
              <Row key={flag.slug} $overridden={flag.overridden}>
                <label>
                  <input
                    type="checkbox"
                    checked={flag.value}
                    onChange={(e) => onOverride(flag.slug, e.currentTarget.checked)}
                  />
                  {flag.slug}
                  {flag.overridden && <Mark>(overridden, server: {flag.serverValue ? 'on' : 'off'})</Mark>}
                </label>
                {flag.overridden && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Clear override of ${flag.slug}`}
                    onClick={() => onOverride(flag.slug, null)}
                  >
                    Clear
                  </Button>
                )}
              </Row>
            ))}
          </List>
          <Button
            size="sm"
            variant="secondary"
            onClick={onResetAll}
            disabledReason={overriddenCount === 0 ? 'No flag is overridden.' : null}
          >
            Reset all overrides
          </Button>
        </Panel>
      )}
      <Button
        id={`${panelId}-toggle`}
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Dev tools{overriddenCount > 0 ? ` (${overriddenCount} overridden)` : ''}
      </Button>
    </Dock>
  )
}
