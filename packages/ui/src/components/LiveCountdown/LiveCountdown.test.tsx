// @vitest-environment jsdom
import { type EpochMillis, epochMillis } from '@gavel/domain'
import { act, cleanup, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { TickerProvider, type TickerProviderProps } from '../../live/TickerProvider'
import { ThemeProvider } from '../../theme'
import { LiveCountdown } from './LiveCountdown'

type Ticker = NonNullable<TickerProviderProps['ticker']>

/** A ticker the test moves: each `tick` sets the time and tells every listener, as the shared ticker does. */
const manualTicker = (start: number) => {
  let now = epochMillis(start)
  const listeners = new Set<() => void>()
  const ticker: Ticker = {
    now: () => now,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const tick = (ms: number) =>
    act(() => {
      now = epochMillis(ms)
      for (const listener of listeners) listener()
    })
  return { ticker, tick }
}

const renderCountdown = (ticker: Ticker, endsAt: EpochMillis) => {
  let commits = 0
  render(
    <ThemeProvider>
      <TickerProvider ticker={ticker}>
        <Profiler id="countdown" onRender={() => commits++}>
          <LiveCountdown endsAt={endsAt} />
        </Profiler>
      </TickerProvider>
    </ThemeProvider>,
  )
  return { commits: () => commits }
}

const timer = () => screen.getByRole('timer')

afterEach(cleanup)

describe('a live countdown', () => {
  it('shows each second of the last hour, urgent in the last two minutes, then Ended', () => {
    const { ticker, tick } = manualTicker(0)
    renderCountdown(ticker, epochMillis(121_000))
    expect(timer().textContent).toBe('2:01')
    expect(timer().getAttribute('data-urgent')).toBeNull()
    tick(1_000)
    expect(timer().textContent).toBe('2:00')
    expect(timer().getAttribute('aria-label')).toBe('Time left 2:00')
    expect(timer().getAttribute('data-urgent')).toBe('true')
    tick(121_000)
    expect(timer().getAttribute('aria-label')).toBe('Auction ended')
  })

  it('renders again only when its text changes: once a minute when hours are left, not at every tick', () => {
    const { ticker, tick } = manualTicker(0)
    // 2 h 00 m 30 s left: "2h 00m", then "1h 59m" once fewer than 2 h are left (31 s on)
    const { commits } = renderCountdown(ticker, epochMillis(7_230_000))
    expect(timer().textContent).toBe('2h 00m')
    const first = commits()
    for (let s = 1; s <= 30; s++) tick(s * 1_000)
    expect(timer().textContent).toBe('2h 00m')
    expect(commits()).toBe(first)
    tick(31_000)
    expect(timer().textContent).toBe('1h 59m')
    expect(commits()).toBe(first + 1)
  })
})
