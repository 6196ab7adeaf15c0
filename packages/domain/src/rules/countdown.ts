import type { EpochMillis } from '../model/ids'

/** The last two minutes of an auction (TWO_MIN, marketplace §3). */
export const FINAL_MINUTES_MS = 2 * 60 * 1000

export interface Countdown {
  readonly ended: boolean
  readonly finalMinutes: boolean
  /** "2d 4h", "3h 05m", "4:07", "0:09" or "Ended". */
  readonly label: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Time left until `endsAt` at server time `now`. */
export const countdown = (endsAt: EpochMillis, now: EpochMillis): Countdown => {
  const left = endsAt - now
  if (left <= 0) return { ended: true, finalMinutes: false, label: 'Ended' }
  const s = Math.ceil(left / 1000)
  const days = Math.floor(s / 86400)
  const hours = Math.floor((s % 86400) / 3600)
  const minutes = Math.floor((s % 3600) / 60)
  const seconds = s % 60
  const label =
    days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${pad(minutes)}m` : `${minutes}:${pad(seconds)}`
  return { ended: false, finalMinutes: left <= FINAL_MINUTES_MS, label }
}
