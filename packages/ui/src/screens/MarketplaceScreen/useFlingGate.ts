import { useEffect, useState } from 'react'
import { createFlingGate, type FlingGate } from './flingGate'

const browserTimers = {
  now: () => performance.now(),
  setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  requestFrame: (fn: () => void) => requestAnimationFrame(fn),
  cancelFrame: (handle: unknown) => cancelAnimationFrame(handle as number),
}

/** The grid's photo gate, fed by the window's scroll events (docs/adr/0054). */
export const useFlingGate = (): FlingGate => {
  const [gate] = useState(() => createFlingGate(browserTimers))
  useEffect(() => {
    const onScroll = () => gate.scrolled(window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      gate.dispose()
    }
  }, [gate])
  return gate
}
