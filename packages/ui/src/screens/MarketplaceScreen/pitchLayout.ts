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
