import type { EpochMillis } from '@gavel/domain'

const pad = (n: number) => String(n).padStart(2, '0')

/** HH:MM:SS of a server time, in the dealer's local time (as the bid receipt). */
export const clockText = (at: EpochMillis): string => {
  const d = new Date(at)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** 'Dec 1, 2026' of a server time, in the dealer's local time. */
export const dateText = (at: EpochMillis): string =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
