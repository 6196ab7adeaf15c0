import type { Session } from '../model/session'
import type { SessionControl } from '../ports/SessionControl'

/**
 * The part of SessionControl that says who is signed in, as a fake a test drives: `become(next)` changes the
 * session and tells every subscriber, as a sign-in, a refresh or a sign-out would.
 */
export const sessionSignal = (initial: Session | null) => {
  let current = initial
  const listeners = new Set<() => void>()
  const signal: Pick<SessionControl, 'current' | 'subscribe'> & { become(next: Session | null): void } = {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    become(next) {
      current = next
      for (const listener of listeners) listener()
    },
  }
  return signal
}
