import { FeatureFlagStore, FlagSlugs } from '@gavel/domain'
import { type ChangeEvent, useEffect, useState } from 'react'
import { devToolsFlags } from '../../../components/DevToolsPanel/devToolsFlags'
import { Button } from '../../../primitives/Button'
import { EmptyState } from '../../../primitives/EmptyState'
import { ErrorState } from '../../../primitives/ErrorState'
import { Spinner } from '../../../primitives/Spinner'
import { TextField } from '../../../primitives/TextField'
import { useService } from '../../../services/ServicesProvider'
import { Actions, FlagList, FlagRow, Heading, Intro, Page, Slug, Summary, Value } from './DevToolsScreen.styles'
import { useFlagStatus } from './useFlagStatus'

const KNOWN_SLUGS: readonly string[] = Object.values(FlagSlugs)
/** Overriding the dev-tools flag off here would close this very page (its route needs the flag). */
const SELF = FlagSlugs.devTools
const SELF_REASON = 'Turning dev tools off here would close this page. Use the panel or the server flag.'

type Choice = 'server' | 'on' | 'off'
const onOff = (value: boolean) => (value ? 'on' : 'off')

/**
 * /dev-tools (shell §2.2 "dev tools", §4.3; ADR 0038), behind the dev-tools flag: every known feature flag with the
 * server's value and the value the app uses, and a local override per flag kept on this device (the same store
 * as the docked dev-tools panel). A filter narrows the list; Reset all drops every override. The flags load
 * with the page when not loaded yet; a failed load says so with a Retry.
 */
export const DevToolsScreen = () => {
  const store = useService(FeatureFlagStore)
  const status = useFlagStatus()
  const [filter, setFilter] = useState('')
  const [retrying, setRetrying] = useState(false)
  useEffect(() => {
    void store.refreshIfStale()
  }, [store])

  const flags = devToolsFlags(KNOWN_SLUGS, status.server, status.overrides)
  const wanted = filter.trim().toLowerCase()
  const shown = wanted === '' ? flags : flags.filter((f) => f.slug.toLowerCase().includes(wanted))
  const overridden = flags.filter((f) => f.overridden).length
  const choose = (slug: string) => (event: ChangeEvent<HTMLSelectElement>) => {
    const choice = event.currentTarget.value as Choice
    store.override(slug, choice === 'server' ? null : choice === 'on')
  }
  const retry = () => {
    setRetrying(true)
    void store.reload().finally(() => setRetrying(false))
  }

  return (
    <Page>
      <Heading>Dev tools</Heading>
      <Intro>
        Feature flags as this app uses them. An override applies on this device only and survives a reload; the server
        value comes back when you clear it.
      </Intro>
      {status.loadedAt === null ? (
        <Spinner label="Loading feature flags" />
      ) : (
        <>
          {status.failed && (
            <ErrorState
              message="The feature flags did not load, so every flag reads off unless you override it here."
              onRetry={retry}
              retrying={retrying}
            />
          )}
          <Actions>
            <TextField
              label="Filter flags"
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            <Summary role="status">
              {overridden === 0 ? 'No flag is overridden.' : `${overridden} overridden on this device.`}
            </Summary>
            <Button
              variant="secondary"
              onClick={() => store.resetOverrides()}
              disabledReason={overridden === 0 ? 'No flag is overridden.' : null}
            >
              Reset all overrides
            </Button>
          </Actions>
          {shown.length === 0 ? (
            <EmptyState title="No flags match">No feature flag's name contains “{filter.trim()}”.</EmptyState>
          ) : (
            <FlagList aria-label="Feature flags">
              {shown.map((flag) => {
                const id = `dev-tools-${flag.slug}`
                const self = flag.slug === SELF
                return (
                  <FlagRow key={flag.slug} $overridden={flag.overridden}>
                    <Slug htmlFor={id}>{flag.slug}</Slug>
                    <Value>
                      Server: {onOff(flag.serverValue)} · In use: <strong>{onOff(flag.value)}</strong>
                      {flag.overridden && ' (overridden)'}
                    </Value>
                    <select
                      id={id}
                      value={flag.overridden ? onOff(flag.value) : 'server'}
                      onChange={choose(flag.slug)}
                      disabled={self}
                      aria-describedby={self ? `${id}-why` : undefined}
                    >
                      <option value="server">Server value ({onOff(flag.serverValue)})</option>
                      <option value="on">Override: on</option>
                      <option value="off">Override: off</option>
                    </select>
                    {self && <Value id={`${id}-why`}>{SELF_REASON}</Value>}
                  </FlagRow>
                )
              })}
            </FlagList>
          )}
        </>
      )}
    </Page>
  )
}
