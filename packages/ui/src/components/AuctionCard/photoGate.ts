import { createContext } from 'react'

/**
 * Whether a card that comes to show another auction may start loading that auction's photo now (docs/adr/0054).
 * The listing's grid holds photos while the dealer flings through rows that are gone before their photo could be
 * looked at; everywhere else the gate is open.
 */
export interface PhotoGate {
  /** True while new photos wait. Stable between notifications: a valid useSyncExternalStore snapshot. */
  readonly holding: () => boolean
  readonly subscribe: (listener: () => void) => () => void
}

export const openPhotoGate: PhotoGate = { holding: () => false, subscribe: () => () => {} }

export const PhotoGateContext = createContext<PhotoGate>(openPhotoGate)
