import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createCapitalClient, isCapitalUser } from '../src/capital/createCapitalClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, like, string } = MatchersV3
const pact = pactWith('gavel-capital')

const capital = { email: 'capital@gavel.test', accessToken: 'pact-capital-token' }
const buyer = { email: 'buyer@gavel.test', accessToken: 'pact-buyer-token' }
const invoiceState = 'capital@ has an open invoice for auction {auctionId} with a balance due of {total}'
const invoice = { auctionId: 695_001, total: 18_199 }
const headers = (token: string) => ({ ...clientRequestHeaders, Authorization: `Bearer ${token}` })
const options = (url: string, token: string) => ({ ...sdkOptions(url), getAccessToken: async () => token })

/** The fields of an invoice the invoices table reads. */
const invoiceRow = {
  id: integer(49_001),
  auction_id: integer(invoice.auctionId),
  vin: string('1FTFW1E50PFA12345'),
  year: integer(2021),
  make: string('Ford'),
  model: string('F-150'),
  status: string('open'),
  total: integer(invoice.total),
  balance_due: integer(invoice.total),
  due_date: integer(1_790_086_400),
}

describe('gavel-web → gavel-capital', () => {
  it('says a capital user is one', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', capital)
      .uponReceiving('the capital user check for a capital user')
      .withRequest('GET', '/account/user/exists', (request) => {
        request.headers(headers(capital.accessToken))
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ exists: true, dealer_ids: eachLike(integer(109)) })
      })
      .executeTest(async (mockServer) => {
        await expect(isCapitalUser(createCapitalClient(options(mockServer.url, capital.accessToken)))).resolves.toBe(
          true,
        )
      })
  })

  it('answers 404 for a user who is not a capital user', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', buyer)
      .uponReceiving('the capital user check for a user who is not a capital user')
      .withRequest('GET', '/account/user/exists', (request) => {
        request.headers(headers(buyer.accessToken))
      })
      .willRespondWith(404, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ message: string('Not a capital user.') })
      })
      .executeTest(async (mockServer) => {
        await expect(isCapitalUser(createCapitalClient(options(mockServer.url, buyer.accessToken)))).resolves.toBe(
          false,
        )
      })
  })

  it('lists open invoices', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', capital)
      .given(invoiceState, invoice)
      .uponReceiving('a request for open capital invoices')
      .withRequest('GET', '/open-invoices', (request) => {
        request.headers(headers(capital.accessToken))
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ invoices: eachLike(invoiceRow), total_balance_due: integer(80_000) })
      })
      .executeTest(async (mockServer) => {
        const client = createCapitalClient(options(mockServer.url, capital.accessToken))

        const { data } = await client.GET('/open-invoices')

        expect(data?.invoices[0]?.auction_id).toBe(invoice.auctionId)
      })
  })

  it('pays an invoice with its balance due', async () => {
    const body = { auction_id: invoice.auctionId, total: invoice.total }
    await pact
      .addInteraction()
      .given('user {email} is signed in', capital)
      .given(invoiceState, invoice)
      .uponReceiving('a payment of an open invoice')
      .withRequest('POST', '/payment', (request) => {
        request.headers({ ...headers(capital.accessToken), 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          payment_id: string('pay-1'),
          auction_id: integer(invoice.auctionId),
          amount: integer(invoice.total),
          status: 'paid',
          invoice: like({ ...invoiceRow, status: 'closed', balance_due: 0 }),
        })
      })
      .executeTest(async (mockServer) => {
        const client = createCapitalClient(options(mockServer.url, capital.accessToken))

        const { data } = await client.POST('/payment', { body })

        expect(data?.invoice.status).toBe('closed')
      })
  })
})
