import { type RefObject, useLayoutEffect, useState } from 'react'
import { type Box, placePopover, visiblePart } from './placePopover'
import type { TourStep } from './tourContent'

const RING = 4
/** Targets can render after the step opens (a list that loads) or move (a page that scrolls): look again often. */
const REMEASURE_MS = 250

const findTarget = (name: string | null): HTMLElement | null =>
  name === null ? null : document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(name)}"]`)

const sameBox = (a: Box | null, b: Box | null) =>
  a === b ||
  (a !== null && b !== null && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height)

/**
 * Where the current step's popover and highlight go: the target named by the step's `data-tour` is scrolled into
 * view once, then measured on every scroll, resize and a few times a second.
 */
export const useTourPosition = (step: TourStep | null, card: RefObject<HTMLDivElement | null>) => {
  const [layout, setLayout] = useState<{ popover: { top: number; left: number } | null; ring: Box | null }>({
    popover: null,
    ring: null,
  })
  useLayoutEffect(() => {
    if (step === null) return
    let scrolled = false
    const measure = () => {
      const element = findTarget(step.target)
      if (element !== null && !scrolled) {
        element.scrollIntoView({ block: 'nearest' })
        scrolled = true
      }
      const viewport = { width: window.innerWidth, height: window.innerHeight }
      const rect = element?.getBoundingClientRect()
      const visible = rect === undefined ? null : visiblePart(rect, viewport)
      const size = card.current?.getBoundingClientRect() ?? { width: 360, height: 200 }
      const popover = placePopover(visible, size, viewport, step.placement)
      const ring =
        visible === null
          ? null
          : {
              top: visible.top - RING,
              left: visible.left - RING,
              width: visible.width + 2 * RING,
              height: visible.height + 2 * RING,
            }
      setLayout((old) =>
        old.popover?.top === popover.top && old.popover?.left === popover.left && sameBox(old.ring, ring)
          ? old
          : { popover, ring },
      )
    }
    measure()
    const timer = setInterval(measure, REMEASURE_MS)
    window.addEventListener('scroll', measure, true)
    window.addEventListener('resize', measure)
    return () => {
      clearInterval(timer)
      window.removeEventListener('scroll', measure, true)
      window.removeEventListener('resize', measure)
      setLayout({ popover: null, ring: null })
    }
  }, [step, card])
  return layout
}
