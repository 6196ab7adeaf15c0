import { Schema } from 'effect'
import { EpochMillis } from './ids'
import { User } from './user'

/** Tokens of a signed-in session (shell §4.2). Tokens never appear in URLs or logs. */
export const SessionTokens = Schema.Struct({
  accessToken: Schema.String,
  refreshTokenId: Schema.String,
  /** When the access token expires, server clock. */
  expiresAt: EpochMillis,
  /** When the tokens were last issued or refreshed, server clock. */
  updatedAt: EpochMillis,
})
export type SessionTokens = typeof SessionTokens.Type

/** Per-user display preferences that steer routing. */
export const UserPreferences = Schema.Struct({
  /** The user prefers the refreshed search page (/search) when the enable_srp_refresh flag is on. */
  prefersSearchRefresh: Schema.Boolean,
})
export type UserPreferences = typeof UserPreferences.Type

export const FeatureFlags = Schema.Record(Schema.String, Schema.Boolean)
export type FeatureFlags = typeof FeatureFlags.Type

export const Session = Schema.Struct({
  user: User,
  tokens: SessionTokens,
  preferences: UserPreferences,
  /** Feature flags loaded when the user became authorized (shell §4.3); a missing flag is false. */
  flags: FeatureFlags,
})
export type Session = typeof Session.Type
