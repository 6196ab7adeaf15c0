/**
 * @gavel/ui/deferred — the shell's parts the app loads after the page's main content (issue 5, benchmark 3): the
 * terms gate, the tour layer and the announcements. Import this entry only dynamically.
 */
export { ShellAnnouncements } from './containers/announcements/ShellAnnouncements'
export { TourLayer } from './containers/tour/TourLayer'
export { TermsGate } from './screens/TermsGate/TermsGate'
