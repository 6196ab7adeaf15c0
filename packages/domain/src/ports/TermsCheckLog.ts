import type { EpochMillis, UserId } from '../model/ids'
import { createPortId } from './portId'

/**
 * When the terms were last checked for a user, so the check runs at most once a day (shell §5, marketplace §9)
 * across reloads. Read with `termsCheckDue`.
 */
export interface TermsCheckLog {
  lastCheckedAt(userId: UserId): EpochMillis | null
  recordCheck(userId: UserId, at: EpochMillis): void
}
export const TermsCheckLog = createPortId<TermsCheckLog>('terms-check-log')
