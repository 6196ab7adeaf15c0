import { type RefObject, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { pitchRows, pitchShift, rowSlots } from './pitchLayout'
import type { RowRange } from './rowLayout'

export interface GridRows {
  readonly range: RowRange
  /** Every row's height: row i's top is i × pitch. */
  readonly pitch: number
  /** The height each row is held to (the tallest measured), or undefined until a row of this layout is measured. */
  readonly minHeight: number | undefined
  /** Rows are keyed by `index % slots`: a row leaving the window hands its DOM to the row entering it. */
  readonly slots: number
  readonly totalHeight: number
  /** A ref callback for each rendered row: a row taller than the pitch raises it for every row. */
  readonly observe: (row: HTMLElement | null) => (() => void) | undefined
}

/**
 * Rows of a grid virtualized over the window's scroll, every row one pitch tall (docs/adr/0049): the pitch is the
 * tallest row measured (a ResizeObserver, after layout: nothing is read in the commit), rows are held to it with a
 * min-height, so a row mounting while the dealer flings costs no measuring, no re-render and no layout of the list.
 * A taller row (rare: a long title, more pills) raises the pitch at once, before paint, keeping the rows on screen
 * where they were. `layoutKey` (the list's width) forgets the pitch when cards change shape.
 */
export const useGridRows = (
  list: RefObject<HTMLElement | null>,
  count: number,
  estimate: number,
  overscan: number,
  layoutKey: unknown,
): GridRows => {
  const [tallest, setTallest] = useState(0)
  const [key, setKey] = useState(layoutKey)
  if (key !== layoutKey) {
    // a new layout: the rows lose their min-height and are measured again
    setKey(layoutKey)
    setTallest(0)
  }
  const pitch = tallest > 0 ? tallest : estimate
  const [range, setRange] = useState<RowRange>({ first: 0, last: -1 })

  const latest = useRef({ pitch, count, tallest })
  latest.current = { pitch, count, tallest }
  // The list's top in the document, read after a commit that can move it (not in the scroll handler, which would
  // force a layout on every scroll event).
  const listTop = useRef(0)
  const update = useCallback(() => {
    const top = window.scrollY - listTop.current
    const next = pitchRows(latest.current.count, latest.current.pitch, top, top + window.innerHeight, overscan)
    setRange((prev) => (prev.first === next.first && prev.last === next.last ? prev : next))
  }, [overscan])

  useLayoutEffect(() => {
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [update])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pitch, row count or layout can move the list
  useLayoutEffect(() => {
    const el = list.current
    if (el !== null) listTop.current = el.getBoundingClientRect().top + window.scrollY
    update()
  }, [list, update, pitch, count, layoutKey])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout observes every row afresh (new ref callback)
  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let tallestSeen = latest.current.tallest
            for (const entry of entries) {
              const height = Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height)
              if (height > tallestSeen) tallestSeen = height
            }
            if (tallestSeen <= latest.current.tallest) return
            const before = latest.current.pitch
            const into = window.scrollY - listTop.current
            // before paint (ResizeObserver runs between layout and paint): no frame shows rows overlapping
            flushSync(() => setTallest(tallestSeen))
            const shift = pitchShift(into, before, tallestSeen)
            if (shift !== 0) window.scrollBy(0, shift)
          }),
    [layoutKey],
  )
  useLayoutEffect(() => () => observer?.disconnect(), [observer])

  const observe = useCallback(
    (row: HTMLElement | null) => {
      if (row === null || observer === null) return undefined
      observer.observe(row)
      return () => observer.unobserve(row)
    },
    [observer],
  )

  const slots = Math.max(
    rowSlots(typeof window === 'undefined' ? 0 : window.innerHeight, pitch, overscan),
    range.last - range.first + 1,
  )
  return { range, pitch, minHeight: tallest > 0 ? tallest : undefined, slots, totalHeight: count * pitch, observe }
}
