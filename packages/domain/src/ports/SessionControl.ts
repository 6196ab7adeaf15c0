import type { Session } from '../model/session'
import type { Credentials } from './Identity'
import { createPortId } from './portId'

/**
 * The session as screens use it (shell §4.2): who is signed in, sign in and out, and a fresh access token.
 * `subscribe` fits React's useSyncExternalStore.
 */
export interface SessionControl {
  current(): Session | null
  subscribe(listener: () => void): () => void
  signIn(credentials: Credentials): Promise<Session>
  /** Signs in with a single-sign-on token (shell §4.2: "Logged in on login, SSO and native login"). */
  signInWithSso(token: string): Promise<Session>
  /** Clears the session, stored tokens and live subscriptions even when the server call fails. */
  signOut(): Promise<void>
  /** A valid access token, refreshed first when the policy says so (one refresh across windows). */
  accessToken(): Promise<string | null>
  /**
   * Replaces parts of the signed-in session (a rechecked user, reloaded feature flags): this window sees it at once,
   * and it is stored for other windows inside the refresh lock, applied to what is stored then, so it never puts
   * back tokens older than another window's refresh. Does nothing when signed out.
   */
  update(change: (session: Session) => Session): Promise<void>
}
export const SessionControl = createPortId<SessionControl>('session-control')
