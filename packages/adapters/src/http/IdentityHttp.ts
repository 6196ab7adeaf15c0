import type {
  Clock,
  Credentials,
  FeatureFlags,
  Identity,
  Session,
  SessionTokens,
  User,
  UserId,
  UserPreferences,
} from '@gavel/domain'
import type { IdentityClient } from '@gavel/sdk'
import { guardOrThrow } from '../support/guarded'
import { callGateway } from '../support/toDomainError'
import { isFeatureFlags, isFeatureFlagsWire } from '../wire/guards/generated/guards'
import { toPreferences, toSessionTokens, toUser } from '../wire/toUser'

const decodeFlags = guardOrThrow(isFeatureFlagsWire, 'feature flags')
const decodeDomainFlags = guardOrThrow(isFeatureFlags, 'feature flags')

/**
 * The identity gateway (shell §7) behind the Identity port. Sign-in uses legacy login v2 (the web's call) and
 * then reads the login data and feature flags with the new token, so a session starts complete.
 */
export class IdentityHttp implements Identity {
  constructor(
    private readonly client: IdentityClient,
    private readonly clock: Clock,
  ) {}

  async signIn({ email, password }: Credentials): Promise<Session> {
    const { data } = await callGateway(
      () => this.client.POST('/api/legacylogin/v2', { body: { email, password, reCaptchaResponse: '', web: true } }),
      { signIn: true },
    )
    return this.#session(data)
  }

  async signInWithSso(token: string): Promise<Session> {
    const { data } = await callGateway(() => this.client.POST('/api/sso', { body: { token } }), { signIn: true })
    return this.#session(data)
  }

  /** A login result made whole: the login data and feature flags read with the new token. */
  async #session(data: { readonly user?: unknown } | undefined): Promise<Session> {
    const tokens = toSessionTokens(data, this.clock.now())
    const user = toUser(data?.user)
    const headers = { Authorization: `Bearer ${tokens.accessToken}` }
    const [preferences, flags] = await Promise.all([this.#preferences(headers), this.#flags(headers)])
    return { user, tokens, preferences, flags }
  }

  async refreshTokens(refreshTokenId: string): Promise<SessionTokens> {
    const { data } = await callGateway(() => this.client.POST('/api/v2/tokenrefresh', { body: { refreshTokenId } }))
    return toSessionTokens(data, this.clock.now())
  }

  async signOut({
    userId,
    refreshTokenId,
  }: {
    readonly userId: UserId
    readonly refreshTokenId: string
  }): Promise<void> {
    await callGateway(() =>
      this.client.POST('/bff/identity/user/logout', { body: { user_id: userId, refreshTokenId } }),
    )
  }

  async loadUser(userId: UserId): Promise<User> {
    const { data } = await callGateway(() => this.client.GET('/user/{id}', { params: { path: { id: userId } } }))
    return toUser(data)
  }

  loadPreferences(): Promise<UserPreferences> {
    return this.#preferences()
  }

  loadFeatureFlags(): Promise<FeatureFlags> {
    return this.#flags()
  }

  async #preferences(headers?: Record<string, string>): Promise<UserPreferences> {
    const { data } = await callGateway(() => this.client.GET('/user/login_data', headers ? { headers } : {}))
    return toPreferences(data)
  }

  /** Flags default to false when missing (shell §4.3): a flag the server leaves out reads false. */
  async #flags(headers?: Record<string, string>): Promise<FeatureFlags> {
    const { data } = await callGateway(() => this.client.GET('/api/feature_flags', headers ? { headers } : {}))
    return decodeDomainFlags(decodeFlags(data).flags)
  }
}
