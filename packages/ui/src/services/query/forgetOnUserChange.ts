import type { SessionControl } from '@gavel/domain'
import type { LazyQueryCache } from './queryCache'

/**
 * The query caches hold one user's answers (their saved vehicles, offers, invoices…) under keys that do not name the
 * user, and signing out goes to /login without reloading the page. So when a user other than the last one signs in
 * (in this window, or in another one whose storage this window hears), both caches are emptied before anything of
 * theirs renders; the same user signing back in keeps their answers. Answers the unsubscribe.
 */
export const forgetOnUserChange = (session: Pick<SessionControl, 'current' | 'subscribe'>, cache: LazyQueryCache) => {
  let lastUser = session.current()?.user.id ?? null
  return session.subscribe(() => {
    const user = session.current()?.user.id ?? null
    if (user === null || user === lastUser) return
    if (lastUser !== null) cache.clear()
    lastUser = user
  })
}
