import type { SessionControl } from '../ports/SessionControl'

/**
 * Calls `listener` each time a signed-in session ends: a sign-out, a refresh the server refused (HTTP 400 on
 * token refresh, shell §8), or another window signing out. Whoever keeps per-session state (a running tour,
 * shell §4.5 "On HTTP 400 on token refresh, any running tour is cleared") listens here. Returns the unsubscribe.
 */
export const onSessionEnded = (
  session: Pick<SessionControl, 'current' | 'subscribe'>,
  listener: () => void,
): (() => void) => {
  let signedIn = session.current() !== null
  return session.subscribe(() => {
    const now = session.current() !== null
    if (signedIn && !now) listener()
    signedIn = now
  })
}
