import type { CapitalStanding } from '../model/user'
import type { CapitalStandingSource } from '../ports/CapitalStandingSource'
import type { SessionControl } from '../ports/SessionControl'

export interface LoadCapitalStandingDeps {
  readonly source: CapitalStandingSource
  readonly session: Pick<SessionControl, 'current' | 'update'>
}

/**
 * Loads the signed-in user's capital standing and puts it on the session's user, so the header shows Capital
 * "only if the capital menu is shown" (shell §2.1, §6). Resolves with the standing, or null when signed out or
 * when another user signed in while it loaded (nothing is stored then). Rejects with the source's errors and
 * leaves the session as it was: without a standing the capital menu stays hidden.
 */
export const loadCapitalStanding = async ({
  source,
  session,
}: LoadCapitalStandingDeps): Promise<CapitalStanding | null> => {
  const before = session.current()
  if (before === null) return null
  const userId = before.user.id
  const capital = await source.load()
  if (session.current()?.user.id !== userId) return null
  await session.update((s) => (s.user.id === userId ? { ...s, user: { ...s.user, capital } } : s))
  return capital
}
