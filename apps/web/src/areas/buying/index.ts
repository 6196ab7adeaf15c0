import { buyingArea } from '@gavel/adapters/areas/buying'
import {
  ActiveBuyingScreen,
  BuyersOffersScreen,
  NegotiationsBuyingScreen,
  OffersReceivedScreen,
  PendingProxyScreen,
  WonScreen,
} from '@gavel/ui/areas/buying'
import type { AreaEntry } from '../AreaEntry'

/** My account, buying (issue 11): active buying and watchlist, pending proxy, won and needs finalizing, negotiations, offers and deals. */
export const entry: AreaEntry = {
  area: buyingArea,
  screens: {
    myacvActiveBuying: ActiveBuyingScreen,
    myacvPendingProxy: PendingProxyScreen,
    myacvWon: WonScreen,
    myacvNegotiationsBuying: NegotiationsBuyingScreen,
    myacvOffersReceived: OffersReceivedScreen,
    myacvOffersReceivedBuying: BuyersOffersScreen,
  },
}
