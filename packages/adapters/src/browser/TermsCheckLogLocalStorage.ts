import { type EpochMillis, epochMillis, type TermsCheckLog, type UserId } from '@gavel/domain'

const keyOf = (userId: UserId) => `gavel.termsCheckedAt.${userId}`

/**
 * When the terms were last checked for each user, in localStorage (shell §5: at most once a day, across reloads).
 * A value that is not a time reads as never checked, so the check runs.
 */
export class TermsCheckLogLocalStorage implements TermsCheckLog {
  constructor(private readonly storage: Storage = globalThis.localStorage) {}

  lastCheckedAt(userId: UserId): EpochMillis | null {
    const raw = this.storage.getItem(keyOf(userId))
    const at = raw === null ? Number.NaN : Number(raw)
    return Number.isFinite(at) && raw?.trim() !== '' ? epochMillis(at) : null
  }

  recordCheck(userId: UserId, at: EpochMillis): void {
    this.storage.setItem(keyOf(userId), String(at))
  }
}
