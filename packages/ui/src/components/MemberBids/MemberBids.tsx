import type { DealershipMemberBid } from '@gavel/domain'
import { Money } from '../../primitives/Money'
import { Table } from './MemberBids.styles'

export interface MemberBidsProps {
  readonly bids: readonly DealershipMemberBid[]
}

const timeText = (at: number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** Bids on this auction by members of the viewer's dealerships (marketplace §3 "bidder name and email"). */
export const MemberBids = ({ bids }: MemberBidsProps) => (
  <Table>
    <caption>Bids by your dealership's members</caption>
    <thead>
      <tr>
        <th scope="col">Bidder</th>
        <th scope="col">Email</th>
        <th scope="col">Amount</th>
        <th scope="col">Placed</th>
      </tr>
    </thead>
    <tbody>
      {bids.map((bid) => (
        <tr key={`${bid.bidderEmail}:${bid.amount}`}>
          <td>{bid.bidderName}</td>
          <td>
            <a href={`mailto:${bid.bidderEmail}`}>{bid.bidderEmail}</a>
          </td>
          <td>
            <Money amount={bid.amount} />
          </td>
          <td>{bid.placedAt === undefined ? '—' : timeText(bid.placedAt)}</td>
        </tr>
      ))}
    </tbody>
  </Table>
)
