/** Where each row of a virtualized list starts: offsets[i] is row i's top, offsets[count] the list's height. */
export type RowOffsets = Float64Array

/**
 * Row tops from the measured heights; a row not measured yet counts as the average of those that are (or the
 * estimate before any is), so the list's height barely moves as rows get measured.
 */
export const rowOffsets = (count: number, measured: ReadonlyMap<number, number>, estimate: number): RowOffsets => {
  let sum = 0
  for (const h of measured.values()) sum += h
  const fallback = measured.size > 0 ? sum / measured.size : estimate
  const offsets = new Float64Array(count + 1)
  for (let i = 0; i < count; i++) offsets[i + 1] = (offsets[i] as number) + (measured.get(i) ?? fallback)
  return offsets
}

export interface RowRange {
  readonly first: number
  /** Inclusive; -1 when there are no rows. */
  readonly last: number
}

/** The first row whose bottom is below `y` (binary search over the tops). */
const rowAt = (offsets: RowOffsets, count: number, y: number): number => {
  let low = 0
  let high = count - 1
  while (low < high) {
    const mid = (low + high) >> 1
    if ((offsets[mid + 1] as number) <= y) low = mid + 1
    else high = mid
  }
  return low
}

/** The rows that meet the window [top, bottom) (list coordinates), widened by `overscan` rows each side. */
export const visibleRows = (offsets: RowOffsets, top: number, bottom: number, overscan: number): RowRange => {
  const count = offsets.length - 1
  if (count <= 0) return { first: 0, last: -1 }
  const first = rowAt(offsets, count, Math.max(0, top))
  const last = rowAt(offsets, count, Math.max(0, bottom - 1))
  return { first: Math.max(0, first - overscan), last: Math.min(count - 1, last + overscan) }
}
