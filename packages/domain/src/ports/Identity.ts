import type { DealerId, UserId } from '../model/ids'
import type { FeatureFlags, Session, SessionTokens, UserPreferences } from '../model/session'
import type { User } from '../model/user'
import { createPortId } from './portId'

export interface Credentials {
  readonly email: string
  readonly password: string
}

/**
 * The identity gateway (shell §7 "Identity"). Rejects with InvalidCredentials, SessionExpired (400 on
 * refresh), ServiceUnavailable, MalformedResponse or RequestCanceled.
 */
export interface Identity {
  signIn(credentials: Credentials): Promise<Session>
  /** Signs in with a single-use single-sign-on token (POST api/sso); InvalidCredentials when it is refused. */
  signInWithSso(token: string): Promise<Session>
  refreshTokens(refreshTokenId: string): Promise<SessionTokens>
  signOut(input: { readonly userId: UserId; readonly refreshTokenId: string }): Promise<void>
  loadUser(userId: UserId): Promise<User>
  loadPreferences(): Promise<UserPreferences>
  loadFeatureFlags(): Promise<FeatureFlags>
}
export const Identity = createPortId<Identity>('identity')

export type { DealerId }
