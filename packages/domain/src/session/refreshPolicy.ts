import { Constants } from '../constants'
import type { EpochMillis } from '../model/ids'
import type { SessionTokens } from '../model/session'

/** Refresh when the access token expires within this (shell §4.2). */
export const REFRESH_BEFORE_EXPIRY_MS = Constants.tokenRefreshBeforeExpiryMs
/** Refresh when the tokens were updated this long ago or more (shell §4.2). */
export const REFRESH_AFTER_MS = Constants.tokenRefreshAfterMs
/** Another window holds the refresh lock at most this long (shell §4.2). */
export const REFRESH_LOCK_MS = Constants.tokenRefreshLockMs
/** User data is rechecked this often (shell §4.2). */
export const USER_RECHECK_MS = Constants.userRecheckMs
/** Idle after this long without activity; data requests are skipped while idle (shell §4.2). */
export const IDLE_AFTER_MS = Constants.idleAfterMs
/** Clock drift is flagged when |offset| exceeds this (shell §4.2; ADR 0029: 5 seconds). */
export const CLOCK_DRIFT_THRESHOLD_MS = Constants.clockDriftThresholdMs

/**
 * The access token needs a refresh (shell §4.2): under 3 minutes to expiry, or 12 minutes or more since the
 * last update. Times are on the server clock.
 */
export const needsRefresh = (tokens: Pick<SessionTokens, 'expiresAt' | 'updatedAt'>, now: EpochMillis): boolean =>
  tokens.expiresAt - now < REFRESH_BEFORE_EXPIRY_MS || now - tokens.updatedAt >= REFRESH_AFTER_MS

/** User data is due for a recheck (shell §4.2). */
export const needsUserRecheck = (lastCheckedAt: EpochMillis | null, now: EpochMillis): boolean =>
  lastCheckedAt === null || now - lastCheckedAt >= USER_RECHECK_MS

/** The user is idle after 5 minutes without activity (shell §4.2). */
export const isIdle = (lastActivityAt: EpochMillis, now: EpochMillis): boolean => now - lastActivityAt >= IDLE_AFTER_MS

const GUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * The refresh token looks like a version-4 GUID (shell §4.2, §5). A missing or malformed one is reported to
 * error reporting, but the request still goes.
 */
export const isValidRefreshToken = (token: string | null | undefined): boolean =>
  typeof token === 'string' && GUID_V4.test(token)

/**
 * The name of the mark a window puts up for the lock's time once it has spent a refresh token (shell §4.2): the
 * next window in the refresh lock may still read that token from its storage, and must wait for the new tokens
 * rather than spend it again (the server refuses a spent token, which would sign every window out). The name holds
 * a 32-bit FNV-1a hash of the token, never the token.
 */
export const spentRefreshTokenMark = (refreshTokenId: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < refreshTokenId.length; i += 1) {
    hash ^= refreshTokenId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `gavel.token-spent.${(hash >>> 0).toString(16).padStart(8, '0')}`
}

/**
 * The clock offset from a server-time header (epoch ms) read at local time `localNow`: server minus local.
 * A missing or unreadable header gives null (keep the previous offset).
 */
export const clockOffsetFrom = (serverTimeHeader: string | null | undefined, localNow: number): number | null => {
  if (serverTimeHeader === null || serverTimeHeader === undefined || serverTimeHeader.trim() === '') return null
  const server = Number(serverTimeHeader)
  return Number.isFinite(server) ? server - localNow : null
}

/** Clock drift is flagged when the offset exceeds 5 seconds either way (shell §4.2, ADR 0029). */
export const hasClockDrift = (offsetMs: number): boolean => Math.abs(offsetMs) > CLOCK_DRIFT_THRESHOLD_MS
