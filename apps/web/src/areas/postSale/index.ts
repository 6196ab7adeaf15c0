import { postSaleArea } from '@gavel/adapters/areas/postSale'
import {
  ArbitrationPolicyScreen,
  CheckoutOptionsScreen,
  FinalizeScreen,
  OutstandingScreen,
  ReportProblemScreen,
  TimelineScreen,
} from '@gavel/ui/areas/postSale'
import type { AreaEntry } from '../AreaEntry'

/** After the win: the outstanding page and the won pages (finalize, checkout options, arbitration, timeline). */
export const entry: AreaEntry = {
  area: postSaleArea,
  screens: {
    outstanding: OutstandingScreen,
    myacvWonFinalize: FinalizeScreen,
    myacvWonCheckoutOptions: CheckoutOptionsScreen,
    myacvWonReportProblem: ReportProblemScreen,
    myacvWonArbitrationPolicy: ArbitrationPolicyScreen,
    myacvWonTimeline: TimelineScreen,
  },
}
