import type { Auction, AuctionId, Viewer } from '@gavel/domain'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { columnsFor } from './columns'
import { LiveAuctionCard } from './LiveAuctionCard'
import { Cell, Row, Rows } from './MarketplaceScreen.styles'
import { useWidth } from './useWidth'

export interface AuctionGridProps {
  readonly auctions: readonly Auction[]
  readonly store: LiveAuctionStore
  readonly viewer: Viewer | null
  readonly limited: boolean
  readonly bidding: ReadonlySet<AuctionId>
  readonly onBid: (auction: Auction) => void
  /** Hides the auction from the buyer's results; without it the cards have no Hide button. */
  readonly onHide?: (auction: Auction) => void
  /** Asked for when the last loaded row comes into view. */
  readonly onEndReached: () => void
}

/** Estimated row height before measuring: a card with a 4:3 photo. */
const ROW_ESTIMATE = 440

/**
 * A responsive grid virtualized by rows over the window's scroll: only rows near the viewport are in the
 * DOM, so the DOM stays the same size however many auctions are loaded.
 */
export const AuctionGrid = ({
  auctions,
  store,
  viewer,
  limited,
  bidding,
  onBid,
  onHide,
  onEndReached,
}: AuctionGridProps) => {
  const list = useRef<HTMLDivElement>(null)
  const columns = columnsFor(useWidth(list))
  const rowCount = Math.ceil(auctions.length / columns)
  const [offset, setOffset] = useState(0)
  useLayoutEffect(() => {
    setOffset(list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0)
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 2,
    scrollMargin: offset,
  })
  const rows = virtualizer.getVirtualItems()
  const last = rows[rows.length - 1]?.index ?? -1
  useEffect(() => {
    if (rowCount > 0 && last >= rowCount - 1) onEndReached()
  }, [last, rowCount, onEndReached])

  return (
    <Rows ref={list} style={{ height: virtualizer.getTotalSize() }} data-testid="auction-grid" data-tour="auction-grid">
      {rows.map((row) => (
        <Row
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          $columns={columns}
        >
          {auctions.slice(row.index * columns, row.index * columns + columns).map((a) => (
            <Cell key={a.id}>
              <LiveAuctionCard
                auction={a}
                store={store}
                viewer={viewer}
                limited={limited}
                bidding={bidding.has(a.id)}
                onBid={onBid}
                onHide={onHide}
              />
            </Cell>
          ))}
        </Row>
      ))}
    </Rows>
  )
}
