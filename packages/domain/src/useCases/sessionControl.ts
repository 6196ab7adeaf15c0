import { InvalidInput, SessionExpired } from '../errors'
import { Messages } from '../messages'
import type { Session } from '../model/session'
import type { Clock } from '../ports/Clock'
import type { CrossTabLock, LockExpiry } from '../ports/CrossTabLock'
import type { Credentials, Identity } from '../ports/Identity'
import type { SessionControl } from '../ports/SessionControl'
import type { SessionVault } from '../ports/SessionVault'
import { isValidRefreshToken, needsRefresh, REFRESH_LOCK_MS, spentRefreshTokenMark } from '../session/refreshPolicy'

/** The name of the cross-window lock around a token refresh (shell §4.2). */
export const TOKEN_REFRESH_LOCK = 'gavel.token-refresh'

export interface SessionControlDeps {
  readonly identity: Identity
  readonly vault: SessionVault
  readonly lock: CrossTabLock
  readonly clock: Clock
  /** Called after the session was cleared (sign-out, or a refresh the server refused). */
  readonly onSignedOut?: () => void
  /** A missing or malformed refresh token is reported, but the refresh still goes (shell §4.2). */
  readonly onMalformedRefreshToken?: (token: string) => void
}

/**
 * The session use case (shell §4.2) behind the SessionControl port:
 * - the in-memory session starts from the vault and follows other windows' writes;
 * - accessToken() refreshes when needsRefresh says so, inside a 10 s cross-window lock, re-reading the vault
 *   inside the lock so exactly one window refreshes; concurrent calls in one window share one refresh; a window
 *   that still reads a token another window has just spent (its storage has not heard of the write yet) waits for
 *   the new tokens instead of spending it again;
 * - a SessionExpired from the refresh clears the session and rejects with it;
 * - signOut() needs a user and a refresh token ('missing required parameters for logout'); the server call's
 *   errors are ignored and the vault and memory are always cleared; concurrent calls share one sign-out;
 * - update() changes this window's copy at once and stores the change inside the same lock, on top of the vault.
 */
export const createSessionControl = (deps: SessionControlDeps): SessionControl => {
  const { identity, vault, lock, clock } = deps
  const listeners = new Set<() => void>()
  let memory: Session | null = vault.read()
  let inflight: Promise<string | null> | null = null
  let signingOut: Promise<void> | null = null

  const set = (next: Session | null): void => {
    if (next === memory) return
    memory = next
    for (const listener of [...listeners]) listener()
  }
  vault.subscribe((session) => set(session))

  const clear = (): void => {
    vault.clear()
    set(null)
    deps.onSignedOut?.()
  }

  /**
   * The vault's next session whose tokens differ from `spent`'s (or none): what the window that spent them wrote.
   * Stops listening, refused, when the lock's time runs out (`expiry`): nothing is done unlocked afterwards.
   */
  const tokensAfter = (spent: Session, expiry: LockExpiry): Promise<Session | null> =>
    new Promise((resolve, reject) => {
      const differs = (session: Session | null) =>
        session === null || session.tokens.accessToken !== spent.tokens.accessToken
      const unsubscribe = vault.subscribe((session) => {
        if (!differs(session)) return
        stop()
        resolve(session)
      })
      const stopWaiting = expiry.onExpired((reason) => {
        unsubscribe()
        reject(reason)
      })
      const stop = () => {
        unsubscribe()
        stopWaiting()
      }
      const now = vault.read()
      if (differs(now)) {
        stop()
        resolve(now)
      }
    })

  const refreshInsideLock = async (expiry: LockExpiry): Promise<string | null> => {
    const read = vault.read()
    // Another window spent this refresh token a moment ago (its mark is up) and its new tokens have not reached this
    // window's storage yet: wait for them. The lock's 10 s deadline bounds the wait.
    const stored =
      read !== null &&
      needsRefresh(read.tokens, clock.now()) &&
      (await lock.isMarked(spentRefreshTokenMark(read.tokens.refreshTokenId)))
        ? await tokensAfter(read, expiry)
        : read
    if (stored === null) {
      set(null)
      return null
    }
    if (!needsRefresh(stored.tokens, clock.now())) {
      set(stored)
      return stored.tokens.accessToken
    }
    const refreshTokenId = stored.tokens.refreshTokenId
    if (!isValidRefreshToken(refreshTokenId)) deps.onMalformedRefreshToken?.(refreshTokenId)
    try {
      const tokens = await identity.refreshTokens(refreshTokenId)
      lock.mark(spentRefreshTokenMark(refreshTokenId), REFRESH_LOCK_MS)
      const next: Session = { ...stored, tokens }
      vault.write(next)
      set(next)
      return tokens.accessToken
    } catch (error) {
      if (error instanceof SessionExpired) clear()
      throw error
    }
  }

  return {
    current: () => memory,

    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    async signIn(credentials: Credentials) {
      const session = await identity.signIn(credentials)
      vault.write(session)
      set(session)
      return session
    },

    async signInWithSso(token: string) {
      const session = await identity.signInWithSso(token)
      vault.write(session)
      set(session)
      return session
    },

    signOut() {
      const session = memory
      const refreshTokenId = session?.tokens.refreshTokenId ?? ''
      if (signingOut !== null) return signingOut
      if (session === null || refreshTokenId === '') {
        clear()
        return Promise.reject(new InvalidInput({ message: Messages.logoutMissingParameters, field: 'session' }))
      }
      // One sign-out at a time: a second call (a double click, React running an effect twice) joins the first.
      signingOut = identity
        .signOut({ userId: session.user.id, refreshTokenId })
        .catch(() => {
          // The server call's failure never keeps a dealer signed in (shell §4.2).
        })
        .finally(() => {
          clear()
          signingOut = null
        })
      return signingOut
    },

    update(change) {
      if (memory === null) return Promise.resolve()
      const next = change(memory)
      if (next === memory) return Promise.resolve()
      set(next)
      // Stored inside the refresh lock and applied to what is stored now: this window's copy may not yet have
      // heard of another window's refresh, and writing it back would undo that refresh for every window.
      return lock
        .withLock(TOKEN_REFRESH_LOCK, REFRESH_LOCK_MS, async () => {
          const stored = vault.read()
          if (stored === null || stored.user.id !== next.user.id) return
          const merged = change(stored)
          if (merged === stored) return
          vault.write(merged)
          set(merged)
        })
        .catch(() => {
          // A lock that times out leaves this window's copy changed; the next recheck or flag load stores it.
        })
    },

    accessToken() {
      if (memory === null) return Promise.resolve(null)
      if (!needsRefresh(memory.tokens, clock.now())) return Promise.resolve(memory.tokens.accessToken)
      if (inflight === null) {
        inflight = lock.withLock(TOKEN_REFRESH_LOCK, REFRESH_LOCK_MS, refreshInsideLock).finally(() => {
          inflight = null
        })
      }
      return inflight
    },
  }
}
