export { BidMatrixScreen } from './BidMatrixScreen'
export { FeeScheduleScreen } from './FeeScheduleScreen'
export { ClosedInvoicesScreen, InvoicesScreen, OpenInvoicesScreen } from './InvoicesScreen'
