import { billingArea } from '@gavel/adapters/areas/billing'
import { BidMatrixScreen, ClosedInvoicesScreen, FeeScheduleScreen, OpenInvoicesScreen } from '@gavel/ui/areas/billing'
import type { AreaEntry } from '../AreaEntry'

/** Billing (shell §2.4): invoices open and closed, the fee schedule and the bid matrix (S.A.M. Buying Rules). */
export const entry: AreaEntry = {
  area: billingArea,
  screens: {
    myacvInvoicesOpen: OpenInvoicesScreen,
    myacvInvoicesClosed: ClosedInvoicesScreen,
    myacvFeeSchedule: FeeScheduleScreen,
    myacvBidMatrix: BidMatrixScreen,
  },
}
