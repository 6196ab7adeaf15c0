import { type RefObject, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
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
  /** The most overscan this grid will ask for: the slots hold it, so a growing overscan keeps every row's key. */
  maxOverscan: number = overscan,
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

  // A scroll's new rows render as a transition: React renders them in slices between frames (the overscan rows
  // give it the time) instead of one long task while the dealer flings.
  useLayoutEffect(() => {
    const onScroll = () => startTransition(update)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [update])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pitch, row count or layout can move the list
  useLayoutEffect(() => {
    const el = list.current
    if (el !== null) listTop.current = el.getBoundingClientRect().top + window.scrollY
    update()
  }, [list, update, pitch, count, layoutKey])

  // The first rows of a layout are measured in the commit, before their first paint (one read, once per layout),
  // so they never show at the estimate, overlapping.
  useLayoutEffect(() => {
    const el = list.current
    if (tallest > 0 || el === null || range.last < range.first) return
    let height = 0
    for (const row of el.children) height = Math.max(height, Math.ceil(row.getBoundingClientRect().height))
    if (height > 0) setTallest(height)
  }, [list, tallest, range])

  // A taller row later raises the pitch (rendered in the next task, not inside the observer: changing the rows'
  // size there would loop the observer), and the rows on screen stay where they were.
  const grown = useRef({ key: layoutKey, tallest })
  useLayoutEffect(() => {
    const before = grown.current
    grown.current = { key: layoutKey, tallest }
    if (before.key !== layoutKey || before.tallest <= 0 || tallest <= before.tallest) return
    const shift = pitchShift(window.scrollY - listTop.current, before.tallest, tallest)
    if (shift !== 0) window.scrollBy(0, shift)
  }, [layoutKey, tallest])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new layout observes every row afresh (new ref callback)
  const observer = useMemo(
    () =>
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            let height = 0
            for (const entry of entries) {
              height = Math.max(height, Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height))
            }
            if (latest.current.tallest > 0 && height > latest.current.tallest) setTallest((t) => Math.max(t, height))
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
    rowSlots(typeof window === 'undefined' ? 0 : window.innerHeight, pitch, Math.max(overscan, maxOverscan)),
    range.last - range.first + 1,
  )
  return { range, pitch, minHeight: tallest > 0 ? tallest : undefined, slots, totalHeight: count * pitch, observe }
}
