import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { Cell } from './MarketplaceScreen.styles'

/**
 * A grid cell whose DOM is handed from one auction to the next as rows are recycled (docs/adr/0049). When it is given
 * another auction while focus is inside it (a dealer tabbed to a card's Bid, then scrolled with the wheel), focus
 * leaves it before paint: a key press must never act on an auction the dealer did not choose.
 */
export const RecycledCell = ({ auctionId, children }: { readonly auctionId: number; readonly children: ReactNode }) => {
  const cell = useRef<HTMLDivElement>(null)
  const shown = useRef(auctionId)
  useLayoutEffect(() => {
    if (shown.current === auctionId) return
    shown.current = auctionId
    const focused = document.activeElement
    if (focused instanceof HTMLElement && cell.current?.contains(focused)) focused.blur()
  }, [auctionId])
  return <Cell ref={cell}>{children}</Cell>
}
