import { emptyListSentence } from '../myAccount/myAccountMenu'
import type { InspectionRequest, InspectionStatus } from './InspectionRequests'

/** What each status says to a dealer (docs/adr/0045). */
export const inspectionStatusLabels: Readonly<Record<InspectionStatus, string>> = {
  requested: 'Requested',
  scheduled: 'Scheduled',
  inspected: 'Inspected',
  cancelled: 'Cancelled',
}

/** Only a request still waiting for an inspector can be cancelled; once scheduled the dealer calls the inspector. */
export const isInspectionCancellable = (r: InspectionRequest): boolean => r.status === 'requested'

/** Texts of the requested list (ours; the empty sentence is DECISIONS' / shell §2.4's). */
export const InspectionListTexts = {
  empty: emptyListSentence('requested inspections'),
  cancelTitle: 'Cancel this inspection?',
  cancelBody: (vin: string) => `The inspector will not visit for VIN ${vin}. You can request it again later.`,
  notCancellable: 'Only a Requested inspection can be cancelled; call the inspector to change a Scheduled one.',
  limited: 'Limited users cannot cancel inspections.',
  requestedNotice: 'Inspection requested. We will schedule an inspector within your window.',
} as const

/** A window of days as a dealer reads it: "Nov 23 – Nov 25, 2026" (UTC days: they are calendar days, not instants). */
export const inspectionWindowText = (start: string, end: string): string => {
  const day = (d: string, withYear: boolean) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      ...(withYear ? { year: 'numeric' } : {}),
    })
  return start === end ? day(start, true) : `${day(start, false)} – ${day(end, true)}`
}
