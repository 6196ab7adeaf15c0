import type { EpochMillis } from '../../model/ids'

/** closed-invoices (start_date, end_date) (marketplace §7): ISO dates, both inclusive. */
export interface DateRange {
  readonly start: string
  readonly end: string
}

const DAY = 86_400_000
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The UTC calendar date of an instant, YYYY-MM-DD. */
export const isoDateOf = (at: EpochMillis | number): string => new Date(at).toISOString().slice(0, 10)

/** Our design: the closed list opens on the last 90 days, today included. */
export const CLOSED_INVOICES_DEFAULT_DAYS = 90

export const defaultClosedRange = (now: EpochMillis | number): DateRange => ({
  start: isoDateOf(now - (CLOSED_INVOICES_DEFAULT_DAYS - 1) * DAY),
  end: isoDateOf(now),
})

export const DateRangeTexts = {
  startMissing: 'Enter a start date.',
  endMissing: 'Enter an end date.',
  startAfterEnd: 'The start date must be on or before the end date.',
  endInFuture: 'The end date cannot be after today.',
} as const

export type DateRangeCheck =
  | { readonly ok: true; readonly range: DateRange }
  | { readonly ok: false; readonly field: 'start' | 'end'; readonly error: string }

const isDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))

/** A date range a dealer typed, checked before it is sent: both dates, start first, nothing after today. */
export const checkDateRange = (start: string, end: string, now: EpochMillis | number): DateRangeCheck => {
  if (!isDate(start)) return { ok: false, field: 'start', error: DateRangeTexts.startMissing }
  if (!isDate(end)) return { ok: false, field: 'end', error: DateRangeTexts.endMissing }
  if (start > end) return { ok: false, field: 'start', error: DateRangeTexts.startAfterEnd }
  if (end > isoDateOf(now)) return { ok: false, field: 'end', error: DateRangeTexts.endInFuture }
  return { ok: true, range: { start, end } }
}
