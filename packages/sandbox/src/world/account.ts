import { areaState } from './areaState'
import { PERSONA_IDS, type PersonaKey } from './personas'
import { createRng, guidV4, type Rng } from './prng'
import type { World } from './types'

/** A password reset token sent by e-mail: whose, and until when (epoch ms). */
export interface ResetGrant {
  readonly userId: number
  readonly expiresAt: number
}

/**
 * The identity gateway's account area (shell §7 Identity): single-use SSO tokens, password reset tokens, buyer
 * credits, and the seeded generator for the tokens it hands out. Every persona has an SSO token
 * `sandbox-sso-{persona}` (e.g. `sandbox-sso-buyer`); the buyer has $250 of buyer credit.
 */
export interface AccountState {
  readonly sso: Map<string, number>
  readonly resets: Map<string, ResetGrant>
  /** The e-mails the gateway "sent" (reset links), newest last: the sandbox's mailbox, read at `/_sandbox/mailbox`. */
  readonly outbox: SentMail[]
  readonly credits: Map<number, { balance: number; message: string | null }>
  readonly rng: Rng
}

/** An e-mail the sandbox's gateway sent: to whom, its subject, the link it carries, when (epoch ms). */
export interface SentMail {
  readonly to: string
  readonly subject: string
  readonly link: string
  readonly sentAt: number
}

export const RESET_TOKEN_MS = 60 * 60_000

export const accountOf = (engine: { readonly world: World }): AccountState =>
  areaState(engine, 'account', () => ({
    sso: new Map(Object.entries(PERSONA_IDS).map(([key, id]) => [`sandbox-sso-${key as PersonaKey}`, id])),
    resets: new Map(),
    outbox: [],
    credits: new Map([
      [PERSONA_IDS.buyer, { balance: 250, message: 'You have $250 in buyer credit, applied to your next purchase.' }],
    ]),
    rng: createRng((engine.world.seed * 15_485_863 + 11) >>> 0),
  }))

/** A fresh reset token for the user, valid for an hour from `now`. */
export const issueResetToken = (state: AccountState, userId: number, now: number): string => {
  const token = guidV4(state.rng)
  state.resets.set(token, { userId, expiresAt: now + RESET_TOKEN_MS })
  return token
}

/** An opaque short-lived token (extended info, buying matrix). */
export const opaqueToken = (state: AccountState, prefix: string): string =>
  `${prefix}.${state.rng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 32)}`

/** Issues a reset token and "e-mails" the link to the password page (`/password?token=…`, shell §5). */
export const mailResetLink = (state: AccountState, user: { id: number; email: string }, now: number): string => {
  const token = issueResetToken(state, user.id, now)
  const link = `/password?token=${encodeURIComponent(token)}`
  state.outbox.push({ to: user.email, subject: 'Reset your Gavel password', link, sentAt: now })
  return token
}

/** The mail sent to this address (case-insensitive), newest first. */
export const mailTo = (state: AccountState, email: string): readonly SentMail[] =>
  state.outbox.filter((m) => m.to.toLowerCase() === email.trim().toLowerCase()).toReversed()
