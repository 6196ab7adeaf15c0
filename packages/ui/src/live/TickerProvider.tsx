import { Clock, type EpochMillis } from '@gavel/domain'
import { createContext, type ReactNode, useCallback, useContext, useState, useSyncExternalStore } from 'react'
import { useService } from '../services/ServicesProvider'
import { createBackgroundTicker, type Ticker } from './ticker'

const TickerContext = createContext<Ticker | null>(null)

const OwnTicker = ({ children }: { readonly children: ReactNode }) => {
  const clock = useService(Clock)
  const [ticker] = useState(() => createBackgroundTicker(clock))
  return <TickerContext.Provider value={ticker}>{children}</TickerContext.Provider>
}

export interface TickerProviderProps {
  /** Defaults to a once-a-second ticker over the Clock port, ticking in a background worker. */
  readonly ticker?: Ticker
  readonly children: ReactNode
}

/** The one shared ticker every countdown reads. */
export const TickerProvider = ({ ticker, children }: TickerProviderProps) =>
  ticker ? (
    <TickerContext.Provider value={ticker}>{children}</TickerContext.Provider>
  ) : (
    <OwnTicker>{children}</OwnTicker>
  )

/** The shared ticker. Throws when no TickerProvider is mounted. */
export const useTicker = (): Ticker => {
  const ticker = useContext(TickerContext)
  if (ticker === null) throw new Error('useNow/useEnded need a <TickerProvider> above them')
  return ticker
}

/** Server time, re-rendering the caller once a second. */
export const useNow = (): EpochMillis => {
  const ticker = useTicker()
  return useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now)
}

/** Whether `endsAt` has passed; re-renders the caller only when that flips, not every second. */
export const useEnded = (endsAt: EpochMillis): boolean => {
  const ticker = useTicker()
  const ended = useCallback(() => ticker.now() >= endsAt, [ticker, endsAt])
  return useSyncExternalStore(ticker.subscribe, ended, ended)
}
