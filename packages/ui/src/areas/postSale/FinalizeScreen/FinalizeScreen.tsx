import { AuctionsById, OutstandingCheck } from '@gavel/domain'
import type { FinalizeReceipt } from '@gavel/domain/areas/postSale'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { vehicleTitle } from '../../../components/AuctionCard/vehicleTitle'
import { EmptyState } from '../../../primitives/EmptyState'
import { queryKeys } from '../../../services/queryKeys'
import { useService } from '../../../services/ServicesProvider'
import { FinalizeForm } from '../FinalizeForm'
import { PostSalePage } from '../PostSalePage'
import { Lead, Success } from '../postSale.styles'
import { timelinePath, useAuctionIdParam, useBuyer } from '../useBuyer'

export const FinalizeScreenTexts = {
  heading: 'Finalize your purchase',
  lead: 'Choose how you pay, whether we deliver it, and your arbitration plan.',
  badId: 'This purchase was not found',
  badIdBody: 'Check the link, or open it from your won auctions.',
  done: 'Purchase finalized.',
  transport: 'Transport is requested.',
  timeline: 'Follow the purchase on its timeline',
  won: 'Back to won auctions',
} as const

/** What the buyer sees after the finalize: the receipt and the way to the purchase's timeline. */
export const FinalizeSuccess = ({
  receipt,
  timeline = true,
}: {
  readonly receipt: FinalizeReceipt
  /** The link to the timeline (not while other auctions still lock the app). */
  readonly timeline?: boolean
}) => (
  <Success role="status">
    <strong>{FinalizeScreenTexts.done}</strong>
    {receipt.transportRequested && <span>{FinalizeScreenTexts.transport}</span>}
    {timeline && <Link to={timelinePath(receipt.auctionId)}>{FinalizeScreenTexts.timeline}</Link>}
  </Success>
)

/** /myacv/won/finalize/:auctionId (shell §2.4, marketplace §7 Single auction). */
export const FinalizeScreen = () => {
  const id = useAuctionIdParam()
  const { dealerships, blockedReason } = useBuyer()
  const catalog = useService(AuctionsById)
  const outstanding = useService(OutstandingCheck)
  const queries = useQueryClient()
  const [receipt, setReceipt] = useState<FinalizeReceipt | null>(null)
  const auction = useQuery({
    queryKey: queryKeys.auction(id),
    queryFn: () => (id === null ? Promise.reject(new Error('no id')) : catalog.getById(id)),
    enabled: id !== null,
  })
  if (id === null) {
    return (
      <PostSalePage title={FinalizeScreenTexts.heading}>
        <EmptyState title={FinalizeScreenTexts.badId}>{FinalizeScreenTexts.badIdBody}</EmptyState>
      </PostSalePage>
    )
  }
  return (
    <PostSalePage title={FinalizeScreenTexts.heading}>
      <Lead>{auction.data ? vehicleTitle(auction.data.vehicle) : FinalizeScreenTexts.lead}</Lead>
      {receipt !== null ? (
        <FinalizeSuccess receipt={receipt} />
      ) : (
        <FinalizeForm
          auctionId={id}
          dealerships={dealerships}
          blockedReason={blockedReason}
          onFinalized={(r) => {
            outstanding.finalized(r.auctionId)
            void queries.invalidateQueries({ queryKey: queryKeys.outstandingAuctions })
            setReceipt(r)
          }}
        />
      )}
      <Link to="/myacv/won">{FinalizeScreenTexts.won}</Link>
    </PostSalePage>
  )
}
