import { type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type RowRange, rowOffsets, visibleRows } from './rowLayout'

export interface WindowRows {
  readonly range: RowRange
  /** Row i's top in the list; its bottom is offsets[i + 1]. */
  readonly offsets: Float64Array
  readonly totalHeight: number
  /** A ref callback for each rendered row (it needs `data-index`): its height is measured and followed. */
  readonly measure: (row: HTMLElement | null) => (() => void) | undefined
}

/**
 * Rows of a list virtualized over the window's scroll: which rows meet the viewport (plus `overscan`), each row's
 * top, and the list's height. Rows are measured as they render (ResizeObserver); a scroll re-renders only when a
 * row enters or leaves. `layoutKey` (e.g. the column count) forgets the measurements when rows change shape.
 */
export const useWindowRows = (
  list: RefObject<HTMLElement | null>,
  count: number,
  estimate: number,
  overscan: number,
  layoutKey: unknown,
): WindowRows => {
  const heights = useRef(new Map<number, number>())
  const [measuredVersion, setMeasuredVersion] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout key forgets the old measurements
  useMemo(() => heights.current.clear(), [layoutKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: measuredVersion says the heights changed
  const offsets = useMemo(
    () => rowOffsets(count, heights.current, estimate),
    [count, estimate, measuredVersion, layoutKey],
  )
  const [range, setRange] = useState<RowRange>({ first: 0, last: -1 })

  // The list's top in the document, read after each commit (not in the scroll handler, which would force a layout
  // on every scroll event).
  const listTop = useRef(0)
  const update = useCallback(() => {
    const top = window.scrollY - listTop.current
    const next = visibleRows(offsets, top, top + window.innerHeight, overscan)
    setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next))
  }, [offsets, overscan])

  useLayoutEffect(() => {
    const el = list.current
    if (el !== null) listTop.current = el.getBoundingClientRect().top + window.scrollY
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [list, update])

  /** Records a row's height; true when it changed. */
  const record = useCallback((row: Element, height: number): boolean => {
    const index = Number((row as HTMLElement).dataset.index)
    if (!Number.isInteger(index) || height <= 0 || heights.current.get(index) === height) return false
    heights.current.set(index, height)
    return true
  }, [])

  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let changed = false
            for (const entry of entries) {
              const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height
              changed = record(entry.target, height) || changed
            }
            if (changed) setMeasuredVersion((v) => v + 1)
          }),
    [record],
  )
  useLayoutEffect(() => () => observer?.disconnect(), [observer])

  // measured at once as well (in the commit, before paint), so a row never shows overlapping its neighbour
  const measure = useCallback(
    (row: HTMLElement | null) => {
      if (row === null) return undefined
      if (record(row, row.getBoundingClientRect().height)) setMeasuredVersion((v) => v + 1)
      observer?.observe(row)
      return () => observer?.unobserve(row)
    },
    [observer, record],
  )

  return { range, offsets, totalHeight: offsets[count] ?? 0, measure }
}
