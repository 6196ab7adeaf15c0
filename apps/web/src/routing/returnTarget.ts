import { safeReturnTarget } from '@gavel/domain'

const KEY = 'gavel.returnTo'

/**
 * Where to go after sign-in (shell §4.1: "the intended target is stored for after login"). Kept in this tab's
 * sessionStorage, never in the URL; read back through safeReturnTarget so only same-origin paths survive.
 */
export const returnTarget = {
  remember(target: string): void {
    const safe = safeReturnTarget(target)
    if (safe !== null) sessionStorage.setItem(KEY, safe)
  },
  take(): string | null {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    return safeReturnTarget(raw)
  },
}
