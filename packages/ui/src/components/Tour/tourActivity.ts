import { useSyncExternalStore } from 'react'

let running = false
const listeners = new Set<() => void>()

/**
 * Whether a guided tour is running, told by the tour layer (which loads after the page) and read by the listing,
 * which appends no launched auction to the live lane while one is (marketplace §4, shell §4.4).
 */
export const setTourRunning = (next: boolean): void => {
  if (next === running) return
  running = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const useTourRunning = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => running,
    () => running,
  )
