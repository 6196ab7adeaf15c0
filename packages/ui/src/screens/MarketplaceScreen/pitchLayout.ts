import type { RowRange } from './rowLayout'

/**
 * The rows of a grid where every row is one pitch tall (the tallest row measured), widened by `overscan` rows each
 * side, for the window [top, bottom) in list coordinates. Arithmetic, not a search: a scroll costs nothing per row.
 */
export const pitchRows = (count: number, pitch: number, top: number, bottom: number, overscan: number): RowRange => {
  if (count <= 0 || pitch <= 0) return { first: 0, last: -1 }
  const first = Math.min(count - 1, Math.floor(Math.max(0, top) / pitch))
  const last = Math.min(count - 1, Math.floor(Math.max(0, bottom - 1) / pitch))
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) }
}

/**
 * How many rows the window can hold at once (the viewport's rows plus a partly shown one, plus the overscan each
 * side): rows are keyed by `index % slots`, so a row leaving the window hands its DOM to the row entering it.
 */
export const rowSlots = (viewport: number, pitch: number, overscan: number): number =>
  Math.max(1, Math.ceil(viewport / Math.max(1, pitch)) + 1 + 2 * overscan)

/**
 * How far to scroll when the pitch grows from `before` to `after` so the rows on screen stay where they are: every
 * row above the viewport's top row moved down by the difference.
 */
export const pitchShift = (scrolledIntoList: number, before: number, after: number): number =>
  scrolledIntoList <= 0 || before <= 0 ? 0 : Math.floor(scrolledIntoList / before) * (after - before)

/**
 * The rows to render, in the order their elements go in the DOM. Where the browser reads and tabs in each row's
 * `reading-order` (`bySlot`), every slot stays rendered (the window's `slots` rows from its first) and the rows go in
 * slot order, so a row entering takes the leaving row's element where it is: its cards are updated in place, never
 * moved or mounted afresh (docs/adr/0049 amendment). Elsewhere the rows go in their own order, the window's rows only.
 */
export const renderedRows = (range: RowRange, count: number, slots: number, bySlot: boolean): number[] => {
  if (range.last < range.first) return []
  const last = bySlot ? Math.min(count - 1, Math.max(range.last, range.first + slots - 1)) : range.last
  const rows: number[] = []
  for (let index = range.first; index <= last; index++) rows.push(index)
  return bySlot ? rows.sort((a, b) => (a % slots) - (b % slots)) : rows
}
