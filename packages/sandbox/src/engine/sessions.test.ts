import { describe, expect, it } from 'vitest'
import { createWorld } from '../world/createWorld'
import { PERSONA_IDS } from '../world/personas'
import { manualClock } from './clock'
import { createEngine } from './createEngine'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
const setup = () => {
  const clock = manualClock(NOW)
  return { clock, sessions: createEngine({ world: createWorld({ now: NOW, auctions: 10 }), clock }).sessions }
}
const GUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('sessions', () => {
  it('signs a persona in with the sandbox password and resolves the bearer', () => {
    const { sessions } = setup()
    const login = sessions.login('buyer@gavel.test', 'gavel-sandbox')
    expect(login).toMatchObject({ expiresIn: 900, user: { id: PERSONA_IDS.buyer } })
    expect(login?.refreshTokenId).toMatch(GUID_V4)
    expect(sessions.userFor(login!.accessToken)?.id).toBe(PERSONA_IDS.buyer)
  })

  it('refuses a wrong password or an unknown email', () => {
    const { sessions } = setup()
    expect(sessions.login('buyer@gavel.test', 'nope')).toBeNull()
    expect(sessions.login('nobody@gavel.test', 'gavel-sandbox')).toBeNull()
  })

  it('expires access tokens after 900 seconds', () => {
    const { sessions, clock } = setup()
    const login = sessions.login('buyer@gavel.test', 'gavel-sandbox')!
    clock.advance(899_000)
    expect(sessions.userFor(login.accessToken)).toBeDefined()
    clock.advance(1_000)
    expect(sessions.userFor(login.accessToken)).toBeUndefined()
  })

  it('rotates refresh tokens: the old one stops working', () => {
    const { sessions } = setup()
    const login = sessions.login('buyer@gavel.test', 'gavel-sandbox')!
    const pair = sessions.refresh(login.refreshTokenId)
    expect(pair?.refreshTokenId).toMatch(GUID_V4)
    expect(pair?.refreshTokenId).not.toBe(login.refreshTokenId)
    expect(sessions.refresh(login.refreshTokenId)).toBeNull()
    expect(sessions.userFor(pair!.accessToken)?.id).toBe(PERSONA_IDS.buyer)
  })

  it('revokes on logout', () => {
    const { sessions } = setup()
    const login = sessions.login('buyer@gavel.test', 'gavel-sandbox')!
    expect(sessions.logout(PERSONA_IDS.seller, login.refreshTokenId)).toBe(false)
    expect(sessions.logout(PERSONA_IDS.buyer, login.refreshTokenId, login.accessToken)).toBe(true)
    expect(sessions.refresh(login.refreshTokenId)).toBeNull()
    expect(sessions.userFor(login.accessToken)).toBeUndefined()
  })
})
