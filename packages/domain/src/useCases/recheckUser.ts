import type { Identity } from '../ports/Identity'
import type { SessionControl } from '../ports/SessionControl'
import { isLimited } from '../rules/permissions'
import { dealerActivationToast } from '../shell/shellStates'

export interface RecheckUserDeps {
  readonly identity: Pick<Identity, 'loadUser'>
  readonly session: Pick<SessionControl, 'current' | 'update'>
}

/**
 * The 14-minute user recheck (shell §4.2, §9): reads the signed-in user again and puts it in the session, keeping
 * the capital standing the session already holds.
 * Resolves with 'Your dealer has been activated!' when a limited dealer has turned active (shell §4.6), else
 * null (also when signed out, or when the user changed while loading). Rejects with the Identity port's errors.
 */
export const recheckUser = async ({ identity, session }: RecheckUserDeps): Promise<string | null> => {
  const before = session.current()
  if (before === null) return null
  const user = await identity.loadUser(before.user.id)
  if (session.current()?.user.id !== before.user.id) return null
  // The identity service knows nothing of capital: the standing loaded at sign-in stays (shell §6).
  session.update((s) => {
    const capital = user.capital ?? s.user.capital
    return { ...s, user: capital === undefined ? user : { ...user, capital } }
  })
  return dealerActivationToast(isLimited(before.user), isLimited(user))
}
