import type { Auction, AuctionId, Viewer } from '@gavel/domain'
import { memo } from 'react'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { LiveAuctionCard } from './LiveAuctionCard'
import { Row } from './MarketplaceScreen.styles'
import { RecycledCell } from './RecycledCell'

export interface AuctionRowProps {
  /** The row's index in the grid: it shows auctions [index × columns, (index + 1) × columns). */
  readonly index: number
  readonly auctions: readonly Auction[]
  readonly columns: number
  /** Every row's height; this row's top is index × pitch. */
  readonly pitch: number
  readonly minHeight: number | undefined
  readonly observe: (row: HTMLElement | null) => (() => void) | undefined
  readonly store: LiveAuctionStore
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly bidding: ReadonlySet<AuctionId>
  readonly onBid: (auction: Auction) => void
  readonly onHide?: ((auction: Auction) => void) | undefined
}

/**
 * One row of the grid. Memoized: a scroll that brings a row in renders that row only, not the rows already shown.
 * Its cells are slots (keyed by column): given other auctions, the cards update in place (docs/adr/0049).
 */
export const AuctionRow = memo(function AuctionRow({
  index,
  auctions,
  columns,
  pitch,
  minHeight,
  observe,
  store,
  viewer,
  limited,
  bidding,
  onBid,
  onHide,
}: AuctionRowProps) {
  return (
    <Row
      data-index={index}
      ref={observe}
      // the row's place in reading and tab order, whatever its place in the DOM (AuctionGrid's rows go in slot order);
      // a string: React would write a number as "6px"
      style={{ transform: `translateY(${index * pitch}px)`, minHeight, readingOrder: String(index) }}
      $columns={columns}
    >
      {auctions.slice(index * columns, index * columns + columns).map((a, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cell is a slot; its card follows the auction it is given
        <RecycledCell key={column} auctionId={a.id}>
          <LiveAuctionCard
            auction={a}
            store={store}
            viewer={viewer}
            limited={limited}
            bidding={bidding.has(a.id)}
            onBid={onBid}
            onHide={onHide}
            priority={index === 0}
          />
        </RecycledCell>
      ))}
    </Row>
  )
})
