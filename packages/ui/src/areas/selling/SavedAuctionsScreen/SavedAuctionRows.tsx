import type { SavedAuctionRow } from '@gavel/domain/areas/selling'
import { useRef } from 'react'
import { useWindowRows } from '../../../screens/MarketplaceScreen/useWindowRows'
import { SavedAuctionRowView } from './SavedAuctionRowView'
import { Rows } from './SavedAuctionsScreen.styles'
import type { Selection } from './useSelection'

/** Up to this many rows the list is drawn whole (find in page, print); beyond it only rows near the viewport. */
export const VIRTUAL_FROM = 100
/** A saved row's height before it is measured. */
const ROW_ESTIMATE = 84
/** Rows kept rendered beyond each edge of the viewport. */
const OVERSCAN = 6

export interface SavedAuctionRowsProps {
  readonly rows: readonly SavedAuctionRow[]
  readonly selected: Selection
  readonly onToggle: (id: number) => void
}

const WholeList = ({ rows, selected, onToggle }: SavedAuctionRowsProps) => (
  <Rows aria-label="Saved auctions">
    {rows.map((row) => (
      <SavedAuctionRowView key={row.id} row={row} selected={selected.has(row.id)} onToggle={onToggle} />
    ))}
  </Rows>
)

/**
 * Thousands of saved vehicles (issue 12's benchmark: 5,000) virtualized over the window's scroll with the listing's
 * row hook: the DOM keeps the rows near the viewport, so the first rows and each selection cost the same whatever
 * the list's length. Each row says its place in the whole list (aria-posinset of aria-setsize).
 */
const VirtualList = ({ rows, selected, onToggle }: SavedAuctionRowsProps) => {
  const list = useRef<HTMLUListElement>(null)
  const { range, offsets, totalHeight, measure } = useWindowRows(list, rows.length, ROW_ESTIMATE, OVERSCAN, 1)
  const drawn: SavedAuctionRow[] = []
  for (let index = range.first; index <= range.last; index++) {
    const row = rows[index]
    if (row) drawn.push(row)
  }
  return (
    <Rows ref={list} aria-label="Saved auctions" style={{ position: 'relative', height: totalHeight }}>
      {drawn.map((row, i) => {
        const index = range.first + i
        return (
          <SavedAuctionRowView
            key={row.id}
            row={row}
            selected={selected.has(row.id)}
            onToggle={onToggle}
            place={{ index, of: rows.length, top: offsets[index] ?? 0, measure }}
          />
        )
      })}
    </Rows>
  )
}

/** The saved list: whole when short, virtualized when long. */
export const SavedAuctionRows = (props: SavedAuctionRowsProps) =>
  props.rows.length > VIRTUAL_FROM ? <VirtualList {...props} /> : <WholeList {...props} />
