import type { AuctionId, DealerId, Dollars, EpochMillis } from '../../model/ids'

/** The title lists (docs/adr/0027): the tabs of /myacv/titles and the views of /titles (shell §2.2, §2.4). */
export type TitleListName = 'urgent' | 'due_soon' | 'recently_sold' | 'closed' | 'open' | 'pre_sale'

export type TitleStatus = 'pre_sale' | 'awaiting_title' | 'awaiting_payment' | 'sent' | 'delivered' | 'problem'

/** One vehicle's title as one of the user's dealerships sees it. */
export interface Title {
  readonly id: number
  readonly auctionId: AuctionId
  readonly dealerId: DealerId
  readonly side: 'buying' | 'selling'
  readonly vehicle: { readonly vin: string; readonly year: number; readonly make: string; readonly model: string }
  readonly counterparty: string | null
  readonly salePrice: Dollars | null
  readonly status: TitleStatus
  readonly problem: string | null
  readonly soldAt: EpochMillis | null
  readonly titleDueAt: EpochMillis | null
  readonly receivedAt: EpochMillis | null
  readonly paidAt: EpochMillis | null
  readonly sentAt: EpochMillis | null
  readonly deliveredAt: EpochMillis | null
}

export type TitleCounts = Readonly<Record<TitleListName, number>>

export interface TitleList {
  readonly list: TitleListName
  readonly titles: readonly Title[]
  readonly counts: TitleCounts
}
