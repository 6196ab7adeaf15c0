import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { createInventoryClient } from '../src/inventory/createInventoryClient.js'
import { clientRequestHeaders, jsonResponseHeaders, pactWith, sdkOptions } from './pactSetup'

const { eachLike, integer, regex, string } = MatchersV3
const pact = pactWith('gavel-inventory')

const seller = { email: 'seller@gavel.test', accessToken: 'pact-seller-token' }
const headers = { ...clientRequestHeaders, Authorization: `Bearer ${seller.accessToken}` }
const options = (url: string) => ({ ...sdkOptions(url), getAccessToken: async () => seller.accessToken })
const vehicle = { dealerId: 102, inventoryId: 39_001 }
const accepted = 'user {email} has accepted the inventory terms'

describe('gavel-web → gavel-inventory', () => {
  it('says the terms must be accepted', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given('user {email} has not accepted the inventory terms', seller)
      .uponReceiving('a terms check by a user who has not accepted them')
      .withRequest('GET', '/bff/inventory/terms_of_service', (request) => {
        request.headers(headers)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          eulaId: string('inventory-eula-2026-10'),
          url: regex('^https?://.+', 'http://sandbox/gw/inventory/bff/inventory/terms_of_service/content'),
          acceptanceRequired: true,
          accepted: false,
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createInventoryClient(options(mockServer.url)).GET('/bff/inventory/terms_of_service')

        expect(data?.acceptanceRequired).toBe(true)
      })
  })

  it('accepts the terms', async () => {
    const body = { eulaId: 'inventory-eula-2026-10', acceptedDate: '2026-11-21T15:00:00.000Z' }
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given('user {email} has not accepted the inventory terms', seller)
      .uponReceiving('an acceptance of the current inventory terms')
      .withRequest('POST', '/bff/inventory/terms_of_service', (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({ eulaId: string(body.eulaId), acceptanceRequired: false, accepted: true })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createInventoryClient(options(mockServer.url)).POST('/bff/inventory/terms_of_service', {
          body,
        })

        expect(data?.acceptanceRequired).toBe(false)
      })
  })

  it('lists the inventory', async () => {
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(accepted, seller)
      .given('dealership {dealerId} has inventory vehicle {inventoryId}', vehicle)
      .uponReceiving('a first page of a dealership’s inventory')
      .withRequest('GET', '/bff/inventory/v3', (request) => {
        request.headers(headers)
        request.query({ dealer_id: '102', from: '0', size: '12' })
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          results: eachLike({
            id: integer(vehicle.inventoryId),
            stock_number: string('P102-39001'),
            vin: regex('^[A-HJ-NPR-Z0-9]{17}$', '1FTFW1E50PFA12345'),
            year: integer(2021),
            make: string('Ford'),
            model: string('F-150'),
            status: string('in_stock'),
            days_in_stock: integer(0),
          }),
          total: integer(41),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createInventoryClient(options(mockServer.url)).GET('/bff/inventory/v3', {
          params: { query: { dealer_id: 102, from: 0, size: 12 } },
        })

        expect(data?.results[0]?.id).toBe(vehicle.inventoryId)
      })
  })

  it('sends a vehicle to auction', async () => {
    const body = { dealer_id: vehicle.dealerId, inventory_ids: [vehicle.inventoryId] }
    await pact
      .addInteraction()
      .given('user {email} is signed in', seller)
      .given(accepted, seller)
      .given('dealership {dealerId} has inventory vehicle {inventoryId}', vehicle)
      .uponReceiving('a vehicle sent to auction')
      .withRequest('POST', '/bff/inventory/send_to_acv', (request) => {
        request.headers({ ...headers, 'Content-Type': 'application/json' })
        request.jsonBody(body)
      })
      .willRespondWith(200, (response) => {
        response.headers(jsonResponseHeaders)
        response.jsonBody({
          results: eachLike({
            inventory_id: integer(vehicle.inventoryId),
            saved_auction_id: integer(5018),
            status: string('complete'),
          }),
        })
      })
      .executeTest(async (mockServer) => {
        const { data } = await createInventoryClient(options(mockServer.url)).POST('/bff/inventory/send_to_acv', {
          body,
        })

        expect(data?.results[0]?.inventory_id).toBe(vehicle.inventoryId)
      })
  })
})
