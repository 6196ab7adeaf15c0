import { Clock, type EpochMillis } from '@gavel/domain'
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react'
import { useService } from '../services/ServicesProvider'
import { createSecondTicker, type Ticker } from './ticker'

const TickerContext = createContext<Ticker | null>(null)

const OwnTicker = ({ children }: { readonly children: ReactNode }) => {
  const clock = useService(Clock)
  const [ticker] = useState(() => createSecondTicker(clock))
  return <TickerContext.Provider value={ticker}>{children}</TickerContext.Provider>
}

export interface TickerProviderProps {
  /** Defaults to a once-a-second ticker over the Clock port. */
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

/** Server time, re-rendering the caller once a second. */
export const useNow = (): EpochMillis => {
  const ticker = useContext(TickerContext)
  if (ticker === null) throw new Error('useNow needs a <TickerProvider> above it')
  return useSyncExternalStore(ticker.subscribe, ticker.now, ticker.now)
}
