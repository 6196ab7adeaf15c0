const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A notification's created time as a dealer reads it in a list (shell §2.1: "created time"): 'Just now',
 * '12 min ago', '3 h ago', '2 days ago', then the date. A time ahead of `now` (clock skew) reads 'Just now'.
 */
export const createdAgo = (createdAt: number, now: number): string => {
  const age = Math.max(0, now - createdAt)
  if (age < MINUTE) return 'Just now'
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`
  if (age < 7 * DAY) {
    const days = Math.floor(age / DAY)
    return days === 1 ? '1 day ago' : `${days} days ago`
  }
  return new Date(createdAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
}

/** The full date and time, for a tooltip beside the short text. */
export const createdAtText = (createdAt: number): string =>
  new Date(createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
