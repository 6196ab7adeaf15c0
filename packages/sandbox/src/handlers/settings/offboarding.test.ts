import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type NodeSandbox } from '../../node'
import { areaGateway } from '../../testing/areaGateway'

const NOW = Date.UTC(2026, 10, 21, 15, 0, 0)
let sandbox: NodeSandbox
const as = (persona: 'buyer' | 'limited') => areaGateway(sandbox, 'settings', sandbox.signIn(persona).accessToken)
const answer = { reasons: ['fees'], other_reason: null, would_return: 'maybe', may_contact: true }

beforeEach(() => {
  sandbox = createSandbox({ now: NOW, auctions: 10 })
  sandbox.listen()
})
afterEach(() => sandbox.server.close())

describe('settings gateway: the offboarding questionnaire (ADR 0036)', () => {
  it('records one questionnaire per user, reads it back, and refuses a second send', async () => {
    const api = as('buyer')
    expect((await api('/bff/offboarding')).body).toEqual({ questionnaire: null })
    const sent = await api('/bff/offboarding', { method: 'POST', body: answer })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({ ...answer, submitted_at: NOW })
    expect((await api('/bff/offboarding')).body.questionnaire).toMatchObject(answer)
    const again = await api('/bff/offboarding', { method: 'POST', body: answer })
    expect(again.status).toBe(409)
    expect(again.body[0].detail).toBe('You already sent the questionnaire on 2026-11-21.')
  })

  it('needs words for the reason other, and refuses a read-only user', async () => {
    const blank = await as('buyer')('/bff/offboarding', {
      method: 'POST',
      body: { ...answer, reasons: ['other'], other_reason: ' ' },
    })
    expect(blank.status).toBe(400)
    expect(blank.body[0].detail).toBe('Tell us the other reason.')
    const limited = await as('limited')('/bff/offboarding', { method: 'POST', body: answer })
    expect(limited.status).toBe(403)
  })
})
