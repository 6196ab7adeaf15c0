/**
 * @gavel/ui/deferred — the shell's parts the app loads after the page's main content (issue 5, benchmark 3): the
 * terms gate, the tour layer and the announcements. Import this entry only dynamically.
 */
export { ShellAnnouncements } from './components/Announcements/ShellAnnouncements'
export { TourLayer } from './components/Tour/TourLayer'
export { TermsGate } from './screens/TermsGate/TermsGate'
