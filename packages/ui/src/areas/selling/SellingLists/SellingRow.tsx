import { type Auction, AuctionReserve, formatUsd, messageOf } from '@gavel/domain'
import { vehicleTitle } from '@gavel/domain/areas/selling'
import { useMutation } from '@tanstack/react-query'
import { LiveCountdown } from '../../../components/LiveCountdown'
import type { LiveAuctionStore } from '../../../live/liveAuctionStore'
import { useLiveAuction } from '../../../live/useLiveAuction'
import { Button } from '../../../primitives/Button'
import { useService } from '../../../services/ServicesProvider'
import { Facts, Figures, Row, Title } from './SellingRow.styles'

export interface SellingRowProps {
  readonly auction: Auction
  readonly store: LiveAuctionStore
  /** Shows the countdown and the remove-reserve action (active selling). */
  readonly running: boolean
  readonly limited: boolean
}

const bidsText = (n: number) => (n === 1 ? '1 bid' : `${n} bids`)

/** One auction of a seller's list, its high bid and bid count kept live from the store. */
export const SellingRow = ({ auction: first, store, running, limited }: SellingRowProps) => {
  const auction = useLiveAuction(store, first)
  const reserve = useService(AuctionReserve)
  const remove = useMutation({ mutationFn: () => reserve.removeReserve(auction.id) })
  const canRemove = running && auction.floorPrice !== null && auction.permissions.canRemoveReserve
  const title = vehicleTitle({ ...auction.vehicle, trim: auction.vehicle.trim })
  return (
    <Row data-auction-id={auction.id}>
      <div>
        <Title to={`/auction/${auction.id}`}>{title}</Title>
        <Facts>
          <span>VIN {auction.vehicle.vin}</span>
          <span>{auction.floorPrice === null ? 'No reserve' : `Reserve ${formatUsd(auction.floorPrice)}`}</span>
          {auction.negotiation?.theirOffer != null && (
            <span>{`Their offer ${formatUsd(auction.negotiation.theirOffer)}`}</span>
          )}
        </Facts>
      </div>
      <Figures>
        <strong data-testid="high-bid">{auction.highBid ? formatUsd(auction.highBid.amount) : 'No bids'}</strong>
        <span>{bidsText(auction.bidCount)}</span>
        {running && <LiveCountdown endsAt={auction.endsAt} />}
        {canRemove && (
          <Button
            variant="secondary"
            size="sm"
            loading={remove.isPending}
            disabledReason={
              limited ? 'Limited users cannot change an auction.' : remove.isSuccess ? 'The reserve is removed.' : null
            }
            onClick={() => remove.mutate()}
          >
            Remove reserve
          </Button>
        )}
        {remove.isError && <span role="alert">{messageOf(remove.error)}</span>}
      </Figures>
    </Row>
  )
}
