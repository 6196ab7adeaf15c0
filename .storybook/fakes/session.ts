import { type Credentials, InvalidCredentials, Messages, type Session, type SessionControl } from '@gavel/domain'

export interface FakeSessionOptions {
  /** Who is signed in at first; null for signed out. */
  readonly initial: Session | null
  /** What signIn resolves with; defaults to `initial`'s session. */
  readonly signInAs?: Session
  /** signIn rejects with this. */
  readonly signInError?: unknown
  readonly signInDelayMs?: number | 'forever'
}

export interface FakeSession extends SessionControl {
  readonly attempts: Credentials[]
}

/** SessionControl in memory; `subscribe` fits useSyncExternalStore as the real one does. */
export const createFakeSession = (options: FakeSessionOptions): FakeSession => {
  let current = options.initial
  const listeners = new Set<() => void>()
  const set = (s: Session | null) => {
    current = s
    for (const l of listeners) l()
  }
  const attempts: Credentials[] = []
  return {
    attempts,
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn: async (credentials) => {
      attempts.push(credentials)
      const delay = options.signInDelayMs ?? 300
      await (delay === 'forever' ? new Promise<never>(() => {}) : new Promise((r) => setTimeout(r, delay)))
      if (options.signInError !== undefined) throw options.signInError
      const session = options.signInAs ?? options.initial
      if (session === null || session === undefined)
        throw new InvalidCredentials({ message: Messages.invalidCredentials })
      set(session)
      return session
    },
    signOut: async () => set(null),
    accessToken: async () => current?.tokens.accessToken ?? null,
  }
}
