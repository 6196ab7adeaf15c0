import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fastRetry } from '../test-support/wire.js'
import { createMyAccountClient } from './createMyAccountClient.js'

const URL = 'http://myaccount.test/gw/myaccount'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = () => createMyAccountClient({ baseUrl: URL, clientVersion: '1.0.0', retry: fastRetry })

describe('my-account client (contracts/openapi/myaccount.yaml)', () => {
  it('reads the invoice summary for a dealership', async () => {
    server.use(
      http.get(`${URL}/invoice/summary`, ({ request }) =>
        HttpResponse.json({
          dealer_id: Number(new globalThis.URL(request.url).searchParams.get('dealer_id')),
          open_count: 2,
          open_balance: 900,
          overdue_count: 1,
          overdue_balance: 400,
          paid_last_90_days: 1200,
        }),
      ),
    )

    const { data } = await client().GET('/invoice/summary', { params: { query: { dealer_id: 103 } } })

    expect(data).toMatchObject({ dealer_id: 103, open_balance: 900 })
  })

  it('reads the CSV export as text', async () => {
    server.use(
      http.get(`${URL}/invoice/export`, () =>
        HttpResponse.text('invoice_number,type\nINV-1,buy_fee', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    )

    const { data } = await client().GET('/invoice/export', { params: { query: { dealer_id: 103 } }, parseAs: 'text' })

    expect(data).toBe('invoice_number,type\nINV-1,buy_fee')
  })

  it('retries a read 3 times, then rejects with the service message', async () => {
    let attempts = 0
    server.use(
      http.get(`${URL}/invoice`, () => {
        attempts += 1
        return HttpResponse.json({ message: 'Invoices are unavailable', code: 'unavailable' }, { status: 500 })
      }),
    )

    await expect(client().GET('/invoice', { params: { query: { dealer_id: 103 } } })).rejects.toMatchObject({
      status: 500,
      message: 'Invoices are unavailable',
      operation: 'listInvoices',
    })
    expect(attempts).toBe(4)
  })
})
