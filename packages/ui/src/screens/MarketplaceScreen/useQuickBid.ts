import { type Auction, type AuctionId, isDomainError, nextBid } from '@gavel/domain'
import { useCallback, useState } from 'react'
import { receiptText } from '../../components/BidPanel/bidRules'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { usePlaceBid } from '../../live/usePlaceBid'
import { useToast } from '../../toast/ToastProvider'

/**
 * Quick bid from a card: the next bid on the auction as the store knows it now, one idempotency key per
 * click (the SDK reuses it across its own retries). The receipt updates the store and shows a success
 * toast; a failure shows its text (nothing for a canceled request).
 */
export const useQuickBid = (store: LiveAuctionStore) => {
  const place = usePlaceBid(store)
  const toast = useToast()
  const [inFlight, setInFlight] = useState<ReadonlySet<AuctionId>>(new Set())

  const bid = useCallback(
    async (auction: Auction) => {
      const current = store.get(auction.id) ?? auction
      setInFlight((s) => new Set(s).add(auction.id))
      try {
        const receipt = await place(auction.id, nextBid(current))
        toast.show('success', receiptText(receipt.amount, receipt.acceptedAt))
      } catch (err) {
        // Above a team buying limit the bid went to an admin (ADR 0025): said as news, not as a failure.
        if (isDomainError(err) && err._tag === 'BidAwaitsApproval') toast.show('info', err.message)
        else toast.showError(err)
      } finally {
        setInFlight((s) => {
          const next = new Set(s)
          next.delete(auction.id)
          return next
        })
      }
    },
    [place, store, toast],
  )
  return { bid, inFlight }
}
