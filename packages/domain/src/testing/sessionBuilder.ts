import { epochMillis } from '../model/ids'
import type { FeatureFlags, Session, SessionTokens } from '../model/session'
import type { User } from '../model/user'
import { FIXED_NOW } from './FixedClock'
import { aUser } from './userBuilder'

/** A v4 GUID that passes isValidRefreshToken. */
export const A_REFRESH_TOKEN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'

/** Builds a Session whose tokens were issued at FIXED_NOW and expire 30 minutes later. */
export class SessionBuilder {
  private session: Session = {
    user: aUser().build(),
    tokens: {
      accessToken: 'access-1',
      refreshTokenId: A_REFRESH_TOKEN,
      expiresAt: epochMillis(FIXED_NOW + 30 * 60_000),
      updatedAt: FIXED_NOW,
    },
    preferences: { prefersSearchRefresh: false },
    flags: {},
  }

  forUser(user: User): this {
    this.session = { ...this.session, user }
    return this
  }

  withFlags(flags: FeatureFlags): this {
    this.session = { ...this.session, flags: { ...this.session.flags, ...flags } }
    return this
  }

  prefersSearch(): this {
    this.session = { ...this.session, preferences: { prefersSearchRefresh: true } }
    return this
  }

  withTokens(tokens: Partial<SessionTokens>): this {
    this.session = { ...this.session, tokens: { ...this.session.tokens, ...tokens } }
    return this
  }

  build(): Session {
    return this.session
  }
}

export const aSession = (): SessionBuilder => new SessionBuilder()
