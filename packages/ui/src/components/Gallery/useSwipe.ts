import { type PointerEvent, useRef } from 'react'

/** Horizontal swipes of at least 40px: left shows the next photo, right the previous one. */
export const useSwipe = (onNext: () => void, onPrevious: () => void) => {
  const start = useRef<number | null>(null)
  const moved = useRef(false)
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.clientX
      moved.current = false
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return
      const dx = event.clientX - start.current
      start.current = null
      if (Math.abs(dx) < 40) return
      moved.current = true
      if (dx < 0) onNext()
      else onPrevious()
    },
    /** True once, right after a swipe: the click that ends it should not open the viewer. */
    consumeSwipe: () => {
      const was = moved.current
      moved.current = false
      return was
    },
  }
}
