import { countdown, type EpochMillis } from '@gavel/domain'
import { Time } from './Countdown.styles'

export interface CountdownProps {
  readonly endsAt: EpochMillis
  /** Server time now (from the shared ticker). */
  readonly now: EpochMillis
}

/** Time left until the end; urgent in the final two minutes, when buyers care most. */
export const Countdown = ({ endsAt, now }: CountdownProps) => {
  const left = countdown(endsAt, now)
  return (
    <Time
      role="timer"
      aria-label={left.ended ? 'Auction ended' : `Time left ${left.label}`}
      dateTime={new Date(endsAt).toISOString()}
      data-urgent={left.finalMinutes || undefined}
      $urgent={left.finalMinutes}
      $ended={left.ended}
    >
      {left.label}
    </Time>
  )
}
