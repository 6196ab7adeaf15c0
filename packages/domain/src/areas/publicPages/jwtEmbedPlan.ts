import { jwtEmbedTarget } from '../../navigation/jwtEmbed'

/**
 * /jwt-embed (shell §2.2, ADR 0029): a partner site embeds a whitelisted page of Gavel, signed in with a token
 * (a single-sign-on token, POST api/sso). The target name comes in the query (`?target=active-buying`, not a
 * secret); the token comes from the URL fragment (`#token=…`, never sent to a server) or, when the page is framed,
 * from a postMessage handshake with an allowed parent; never from the query. The page is shown only at the top
 * level or inside an allowed parent. Our design of the parent list and the message names (docs/adr/0026).
 */
export const JWT_EMBED_PARENT_ORIGINS: readonly string[] = [
  'https://www.gavel.example',
  'https://partners.gavel.example',
]

/** The handshake: the page says it is ready to its parent, the parent answers with the token. */
export const JwtEmbedMessages = { ready: 'gavel:jwt-embed:ready', token: 'gavel:jwt-embed:token' } as const

export const JwtEmbedTexts = {
  unknownTarget: "This page can't be embedded: Gavel does not share the page it asks for.",
  notAllowedParent: "This page can't be shown inside this site.",
  noToken: "This page can't be shown: it came without a sign-in token.",
  refusedToken: "We couldn't sign you in to show this page. Ask the site that embeds it to try again.",
  waiting: 'Waiting for the embedding site…',
  signingIn: 'Signing you in…',
} as const

export interface JwtEmbedInput {
  readonly target: string | null
  /** The token read from the URL fragment, if any. */
  readonly fragmentToken: string | null
  /** Whether the page runs inside a frame, and the origin of the frame's parent (null when unknown). */
  readonly framed: boolean
  readonly parentOrigin: string | null
  readonly allowedParents?: readonly string[]
}

export type JwtEmbedPlan =
  | { readonly kind: 'refuse'; readonly reason: string }
  | { readonly kind: 'await-token'; readonly parentOrigin: string; readonly to: string }
  | { readonly kind: 'sign-in'; readonly token: string; readonly to: string }

/** What the page does: refuse, wait for the parent's token, or sign in and go to the target. */
export const jwtEmbedPlan = (input: JwtEmbedInput): JwtEmbedPlan => {
  const to = jwtEmbedTarget(input.target)
  if (to === null) return { kind: 'refuse', reason: JwtEmbedTexts.unknownTarget }
  const allowed = input.allowedParents ?? JWT_EMBED_PARENT_ORIGINS
  if (input.framed && (input.parentOrigin === null || !allowed.includes(input.parentOrigin))) {
    return { kind: 'refuse', reason: JwtEmbedTexts.notAllowedParent }
  }
  if (input.fragmentToken !== null && input.fragmentToken !== '') {
    return { kind: 'sign-in', token: input.fragmentToken, to }
  }
  if (input.framed && input.parentOrigin !== null) return { kind: 'await-token', parentOrigin: input.parentOrigin, to }
  return { kind: 'refuse', reason: JwtEmbedTexts.noToken }
}

/** The token of a handshake message from the allowed parent, or null for any other message. */
export const handshakeToken = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null
  const { type, token } = data as { type?: unknown; token?: unknown }
  return type === JwtEmbedMessages.token && typeof token === 'string' && token !== '' ? token : null
}
