/**
 * @gavel/ui/deferred — the shell's parts the app loads after the page's main content (issue 5, benchmark 3): the
 * terms gate, the tour layer, the announcements and the listing's fast action panel button (the panel itself loads on
 * its first open). Import this entry only dynamically.
 */

export { ShellAnnouncements } from './containers/announcements/ShellAnnouncements'
export type { FastActionDockProps, FastActionPanelSlotProps } from './containers/fastActions/FastActionDock'
export { FastActionDock } from './containers/fastActions/FastActionDock'
export { TourLayer } from './containers/tour/TourLayer'
export { TermsGate } from './screens/TermsGate/TermsGate'
