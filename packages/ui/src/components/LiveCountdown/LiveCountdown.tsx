import type { EpochMillis } from '@gavel/domain'
import { useNow } from '../../live/TickerProvider'
import { Countdown } from '../../primitives/Countdown'

/** A Countdown driven by the shared ticker: only this text re-renders each second, not its card. */
export const LiveCountdown = ({ endsAt }: { readonly endsAt: EpochMillis }) => (
  <Countdown endsAt={endsAt} now={useNow()} />
)
