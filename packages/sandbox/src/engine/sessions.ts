import { findUserByEmail } from '../world/createWorld'
import type { User, World } from '../world/types'
import type { Clock } from './clock'

/** Access tokens live 15 minutes (ADR 0001 `expires_in` 900 seconds). */
export const ACCESS_TOKEN_SECONDS = 900

/** Where tokens come from: the seeded generator in tests, `crypto` in hosts. */
export interface TokenSource {
  accessToken(): string
  /** A version-4 GUID (shell §4.2). */
  refreshTokenId(): string
}

export interface TokenPair {
  readonly accessToken: string
  readonly refreshTokenId: string
  readonly expiresIn: number
}

interface AccessGrant {
  readonly userId: number
  readonly expiresAt: number
}

/** Sign-in, refresh with rotation, sign-out and bearer lookup (shell §4.2). */
export const createSessions = (world: World, clock: Clock, tokens: TokenSource) => {
  const access = new Map<string, AccessGrant>()
  const refresh = new Map<string, number>()

  const issue = (userId: number, chosen: Partial<Omit<TokenPair, 'expiresIn'>> = {}): TokenPair => {
    const accessToken = chosen.accessToken ?? tokens.accessToken()
    const refreshTokenId = chosen.refreshTokenId ?? tokens.refreshTokenId()
    access.set(accessToken, { userId, expiresAt: clock.now() + ACCESS_TOKEN_SECONDS * 1000 })
    refresh.set(refreshTokenId, userId)
    return { accessToken, refreshTokenId, expiresIn: ACCESS_TOKEN_SECONDS }
  }

  return {
    /** Null on an unknown email or a wrong password. */
    login(email: string, password: string): (TokenPair & { readonly user: User }) | null {
      const user = findUserByEmail(world, email)
      if (!user || user.password !== password) return null
      return { ...issue(user.id), user }
    },
    /**
     * Issues tokens for a known user without a password (tests, stories); provider states may choose the exact
     * token strings a consumer pact recorded.
     */
    issueFor(userId: number, chosen: Partial<Omit<TokenPair, 'expiresIn'>> = {}): TokenPair {
      if (!world.users.has(userId)) throw new Error(`no user ${userId}`)
      return issue(userId, chosen)
    },
    /** Rotates: the old refresh token stops working. Null when it is unknown or revoked. */
    refresh(refreshTokenId: string): TokenPair | null {
      const userId = refresh.get(refreshTokenId)
      if (userId === undefined) return null
      refresh.delete(refreshTokenId)
      return issue(userId)
    },
    /**
     * Revokes the refresh token and the access token used to sign out (other windows keep theirs until they
     * refresh). False when the refresh token is not the user's.
     */
    logout(userId: number, refreshTokenId: string, accessToken?: string): boolean {
      if (refresh.get(refreshTokenId) !== userId) return false
      refresh.delete(refreshTokenId)
      if (accessToken !== undefined) access.delete(accessToken)
      return true
    },
    /** The user behind a bearer token, or undefined when it is unknown or expired. */
    userFor(accessToken: string): User | undefined {
      const grant = access.get(accessToken)
      if (!grant) return undefined
      if (grant.expiresAt <= clock.now()) {
        access.delete(accessToken)
        return undefined
      }
      return world.users.get(grant.userId)
    },
  }
}
export type Sessions = ReturnType<typeof createSessions>
