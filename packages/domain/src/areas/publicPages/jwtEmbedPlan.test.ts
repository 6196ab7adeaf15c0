import { describe, expect, it } from 'vitest'
import { handshakeToken, JwtEmbedMessages, JwtEmbedTexts, jwtEmbedPlan } from './jwtEmbedPlan'

const PARENT = 'https://partners.gavel.example'

describe('/jwt-embed plan (shell §2.2, ADR 0029)', () => {
  it('refuses a target off the whitelist, whatever the token', () => {
    expect(jwtEmbedPlan({ target: 'admin', fragmentToken: 't', framed: false, parentOrigin: null })).toEqual({
      kind: 'refuse',
      reason: JwtEmbedTexts.unknownTarget,
    })
    expect(jwtEmbedPlan({ target: 'toString', fragmentToken: 't', framed: false, parentOrigin: null }).kind).toBe(
      'refuse',
    )
  })

  it('refuses to show inside a parent that is not allowed', () => {
    const plan = jwtEmbedPlan({ target: 'saved', fragmentToken: 't', framed: true, parentOrigin: 'https://evil.test' })
    expect(plan).toEqual({ kind: 'refuse', reason: JwtEmbedTexts.notAllowedParent })
  })

  it('signs in with the fragment token and goes to the target', () => {
    expect(jwtEmbedPlan({ target: 'saved', fragmentToken: 'jwt', framed: true, parentOrigin: PARENT })).toEqual({
      kind: 'sign-in',
      token: 'jwt',
      to: '/myacv/saved',
    })
  })

  it('waits for the allowed parent to hand the token over, and needs a token at the top level', () => {
    expect(jwtEmbedPlan({ target: 'capital', fragmentToken: null, framed: true, parentOrigin: PARENT })).toEqual({
      kind: 'await-token',
      parentOrigin: PARENT,
      to: '/capital',
    })
    expect(jwtEmbedPlan({ target: 'capital', fragmentToken: null, framed: false, parentOrigin: null })).toEqual({
      kind: 'refuse',
      reason: JwtEmbedTexts.noToken,
    })
  })

  it('reads only the token message of the handshake', () => {
    expect(handshakeToken({ type: JwtEmbedMessages.token, token: 'jwt' })).toBe('jwt')
    expect(handshakeToken({ type: 'other', token: 'jwt' })).toBeNull()
    expect(handshakeToken('jwt')).toBeNull()
  })
})
