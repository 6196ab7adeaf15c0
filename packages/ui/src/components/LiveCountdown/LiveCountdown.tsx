import { countdown, type EpochMillis } from '@gavel/domain'
import { useCallback, useSyncExternalStore } from 'react'
import { useTicker } from '../../live/TickerProvider'
import { Countdown } from '../../primitives/Countdown'

/**
 * A Countdown driven by the shared ticker. It re-renders when its text changes, not at every tick: every second in
 * the last hour, once a minute before that, once an hour with days left; its card never. The text decides everything
 * the countdown shows (its label, "Ended", the last two minutes' urgency).
 */
export const LiveCountdown = ({
  endsAt,
  contained = false,
}: {
  readonly endsAt: EpochMillis
  /** See `Countdown`'s `contained`. */
  readonly contained?: boolean
}) => {
  const ticker = useTicker()
  const label = useCallback(() => countdown(endsAt, ticker.now()).label, [ticker, endsAt])
  useSyncExternalStore(ticker.subscribe, label, label)
  return <Countdown endsAt={endsAt} now={ticker.now()} contained={contained} />
}
