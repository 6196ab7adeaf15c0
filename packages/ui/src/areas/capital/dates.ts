/** A calendar date as dealers read it: "Nov 21, 2026" (UTC, as the capital service dates invoices). */
const format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

export const dateText = (at: number | null): string => (at === null ? '—' : format.format(at))
