import { countdown, type EpochMillis } from '@gavel/domain'
import { Box, Time } from './Countdown.styles'

export interface CountdownProps {
  readonly endsAt: EpochMillis
  /** Server time now (from the shared ticker). */
  readonly now: EpochMillis
  /**
   * In a box of its own whose size follows the text's length, not its layout (`Box`): for lists where many
   * countdowns tick each second. Its holder must not be a flex or grid container.
   */
  readonly contained?: boolean
}

/** Time left until the end; urgent in the final two minutes, when buyers care most. */
export const Countdown = ({ endsAt, now, contained = false }: CountdownProps) => {
  const left = countdown(endsAt, now)
  const time = (
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
  return contained ? <Box $chars={left.label.length}>{time}</Box> : time
}
