import type { Auction, AuctionId, Viewer } from '@gavel/domain'
import { useEffect, useRef, useState } from 'react'
import { PhotoGateContext } from '../../components/AuctionCard/photoGate'
import type { LiveAuctionStore } from '../../live/liveAuctionStore'
import { AuctionRow } from './AuctionRow'
import { columnsFor } from './columns'
import { Rows } from './MarketplaceScreen.styles'
import { renderedRows } from './pitchLayout'
import { readingOrderFollowsStyle } from './readingOrder'
import { useFlingGate } from './useFlingGate'
import { useGridRows } from './useGridRows'
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
/** Rows kept rendered beyond each edge of the viewport, from the frame after the first rows were painted. */
const OVERSCAN = 2

/**
 * The overscan: none for the first paint, so the listing's cold load renders, lays out and paints only the rows on
 * screen (one row of three cards at 1280 × 900; the next page is asked for after that paint too), then `OVERSCAN` rows.
 */
const useOverscanAfterFirstPaint = (): number => {
  const [overscan, setOverscan] = useState(0)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setOverscan(OVERSCAN), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return overscan
}

/**
 * A responsive grid virtualized by rows over the window's scroll: only rows near the viewport are in the
 * DOM, so the DOM stays the same size however many auctions are loaded. Every row is one pitch tall and rows are
 * keyed by their slot in the window, not their index: while the dealer flings, the row scrolling out becomes the row
 * scrolling in and its cards update in place instead of unmounting and mounting (docs/adr/0049). While the dealer
 * flings, cards coming to show another auction hold its photo until the list slows (docs/adr/0054).
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
  const width = useWidth(list)
  const columns = columnsFor(width)
  const rowCount = Math.ceil(auctions.length / columns)
  const overscan = useOverscanAfterFirstPaint()
  const photoGate = useFlingGate()
  const { range, pitch, minHeight, slots, totalHeight, observe } = useGridRows(
    list,
    rowCount,
    ROW_ESTIMATE,
    overscan,
    Math.round(width),
    OVERSCAN,
  )
  // every slot stays rendered once the window has left the list's top: the cold load, and a dealer who has not
  // scrolled, render the rows in view and the overscan only, as before
  const [bySlot] = useState(readingOrderFollowsStyle)
  const rows = renderedRows(range, rowCount, slots, bySlot && range.first > 0)
  const last = range.last
  useEffect(() => {
    if (rowCount > 0 && last >= rowCount - 1) onEndReached()
  }, [last, rowCount, onEndReached])

  return (
    <PhotoGateContext.Provider value={photoGate}>
      <Rows ref={list} style={{ height: totalHeight }} data-testid="auction-grid" data-tour="auction-grid">
        {rows.map((index) => (
          <AuctionRow
            key={index % slots}
            index={index}
            auctions={auctions}
            columns={columns}
            pitch={pitch}
            minHeight={minHeight}
            observe={observe}
            store={store}
            viewer={viewer}
            limited={limited}
            bidding={bidding}
            onBid={onBid}
            onHide={onHide}
          />
        ))}
      </Rows>
    </PhotoGateContext.Provider>
  )
}
