import type { DealerId } from '../model/ids'
import { createPortId } from './portId'

/** Hiding a vehicle from the buyer's results (marketplace §7 Search service: POST auction/hide_auction {vin, seller_dealer_id}). */
export interface AuctionHiding {
  hide(vehicle: { readonly vin: string; readonly sellerDealerId: DealerId }): Promise<void>
}
export const AuctionHiding = createPortId<AuctionHiding>('auction-hiding')
