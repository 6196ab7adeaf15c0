import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastRetry } from '../test-support/wire.js'
import { createCapitalClient, isCapitalUser } from './createCapitalClient.js'

const URL = 'http://capital.test/gw/capital'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createCapitalClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })

describe('capital client (contracts/openapi/capital.yaml)', () => {
  it('reads a 404 from the user check as "not a capital user" without retrying', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/account/user/exists`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Not a capital user', code: 'not_capital_user' }, { status: 404 })
      }),
    )

    await expect(isCapitalUser(client())).resolves.toBe(false)
    expect(attempts).toBe(1)
  })

  it('rejects other user-check failures after 3 retries, and says yes to a capital user', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/account/user/exists`, () => {
        attempts += 1
        return attempts < 5
          ? HttpResponse.json({ message: 'Capital is down', code: 'unavailable' }, { status: 502 })
          : HttpResponse.json({ exists: true, dealer_ids: [109] })
      }),
    )

    await expect(isCapitalUser(client())).rejects.toMatchObject({ status: 502, message: 'Capital is down' })
    expect(attempts).toBe(4)
    await expect(isCapitalUser(client())).resolves.toBe(true)
  })

  it('retries a payment under one Idempotency-Key, so the service answers the first payment (ADR 0027)', async () => {
    const keys: (string | null)[] = []
    server.use(
      http.post(`${URL}/payment`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        return keys.length < 3
          ? HttpResponse.json({ message: 'Timeout', code: 'timeout' }, { status: 504 })
          : HttpResponse.json({ payment_id: 'pay-1' })
      }),
    )

    const paid = await client().POST('/payment', {
      body: { auction_id: 1, total: 100 },
      params: { header: { 'Idempotency-Key': 'intent-1' } },
    })
    expect(paid.data).toMatchObject({ payment_id: 'pay-1' })
    expect(keys).toEqual(['intent-1', 'intent-1', 'intent-1'])
  })

  it('never retries a refused payment', async () => {
    let attempts = 0
    server.use(
      http.post(`${URL}/payment`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Wrong total', code: 'wrong_total' }, { status: 409 })
      }),
    )

    await expect(client().POST('/payment', { body: { auction_id: 1, total: 100 } })).rejects.toMatchObject({
      status: 409,
      operation: 'payInvoice',
    })
    expect(attempts).toBe(1)
  })
})
