import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createMyAccountClient } from '../src/myaccount/createMyAccountClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, number, string } = MatchersV3
const pact = pactWith('gavel-myaccount')

const admin = { email: 'admin@gavel.test', accessToken: 'pact-admin-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${admin.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => admin.accessToken })
const invoice = { dealerId: 103, invoiceId: 103_900, amount: 375 }
const invoiceState = 'dealership {dealerId} has an open invoice {invoiceId} of {amount}'

describe('gavel-web → gavel-myaccount', () => {
  it('reads the buy fee schedule (ADR 0028)', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('a request for the buy fee schedule of a dealership')
      .withRequest('GET', '/fee-schedule/buyer', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '103' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          dealer_id: integer(103),
          tiers: eachLike({ min_price: integer(0), fee: integer(250) }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createMyAccountClient(options(mockServer.url)).GET('/fee-schedule/buyer', {
          params: { query: { dealer_id: 103 } },
        })

        expect(data?.tiers[0]?.fee).toBeGreaterThan(0)
      })
  })
  it('reads the invoice summary balance', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .given(invoiceState, invoice)
      .uponReceiving('a request for the invoice summary of a dealership')
      .withRequest('GET', '/invoice/summary', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '103' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          dealer_id: integer(103),
          open_count: integer(5),
          open_balance: integer(2400),
          overdue_count: integer(1),
          overdue_balance: integer(375),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createMyAccountClient(options(mockServer.url)).GET('/invoice/summary', {
          params: { query: { dealer_id: 103 } },
        })

        expect(data?.open_balance).toBeGreaterThan(0)
      })
  })

  it('lists open invoices, soonest due first', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .given(invoiceState, invoice)
      .uponReceiving('a first page of open invoices')
      .withRequest('GET', '/invoice', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '103', status: 'open', page: '0', size: '12' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          invoices: eachLike({
            id: integer(invoice.invoiceId),
            invoice_number: string(`INV-${invoice.invoiceId}`),
            type: string('buy_fee'),
            status: 'open',
            amount: integer(invoice.amount),
            balance_due: integer(invoice.amount),
            due_date: integer(1_780_000_000),
          }),
          total: integer(5),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createMyAccountClient(options(mockServer.url)).GET('/invoice', {
          params: { query: { dealer_id: 103, status: 'open', page: 0, size: 12 } },
        })

        expect(data?.invoices[0]?.status).toBe('open')
      })
  })

  it('reads seller performance', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', admin)
      .uponReceiving('a request for seller performance over 90 days')
      .withRequest('GET', '/seller_performance_metrics/103', (request) => {
        request.headers(headers)
        request.query({ days: '90' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          dealer_id: integer(103),
          launched: integer(0),
          sold: integer(0),
          sell_through_rate: number(0.5),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createMyAccountClient(options(mockServer.url)).GET('/seller_performance_metrics/{id}', {
          params: { path: { id: 103 }, query: { days: 90 } },
        })

        expect(data?.dealer_id).toBe(103)
      })
  })
})
