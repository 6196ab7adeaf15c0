import { type Auction, AuctionHiding, type AuctionId } from '@gavel/domain'
import { useCallback, useState } from 'react'
import { useService } from '../../services/ServicesProvider'
import { useToast } from '../../toast/ToastProvider'

/**
 * Hiding an auction from a card (marketplace §7 POST auction/hide_auction {vin, seller_dealer_id}): once the
 * server agrees the card leaves the list; a failure shows its error toast and the card stays.
 */
export const useHideAuction = () => {
  const hiding = useService(AuctionHiding)
  const toast = useToast()
  const [hidden, setHidden] = useState<ReadonlySet<AuctionId>>(new Set())
  const hide = useCallback(
    async (auction: Auction) => {
      try {
        await hiding.hide({ vin: auction.vehicle.vin, sellerDealerId: auction.seller.dealerId })
        setHidden((s) => new Set(s).add(auction.id))
      } catch (err) {
        toast.showError(err)
      }
    },
    [hiding, toast],
  )
  return { hidden, hide }
}
